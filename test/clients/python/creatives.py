"""
Creatives through the official python ads SDK: media uploaded with its
Request (the SDK has no upload class; its example posts the file as the
multipart part `media` without a filename, to the upload host named as the
request's `domain`), simple and chunked; the media library (MediaLibrary);
cards of components (Card, CardsFetch) and poll cards (PollCard). One JSON
line per step (see sdk_support.py).
"""
import json
import struct
import time
import zlib

import requests

from twitter_ads import API_VERSION
from twitter_ads.creative import Card, CardsFetch, MediaLibrary, PollCard
from twitter_ads.http import Request

from sdk_support import Run, attempt, show

run = Run()
client = run.client
account = client.accounts(run.account_id)
UPLOAD = '/1.1/media/upload.json'


def png(width, height, shade):
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    rows = b''.join(b'\x00' + bytes([shade]) * (width * 3) for _ in range(height))
    header = struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(rows)) + chunk(b'IEND', b'')


def upload(**options):
    return Request(client, 'post', UPLOAD, domain=run.base, **options).perform()


# the simple upload, as the SDK's example makes it
image = png(800, 418, 0x80)
simple = upload(files={'media': (None, image)}, params={'media_category': 'TWEET_IMAGE'})
show('upload_simple', {'code': simple.code, 'body': simple.body, 'size': len(image)})

# the chunked upload: INIT, APPEND the segments (each a `media` part), FINALIZE, STATUS
wide = png(1200, 628, 0xc0)
init = upload(params={'command': 'INIT', 'media_type': 'image/png', 'total_bytes': len(wide),
                      'media_category': 'tweet_image'})
media_id = init.body['media_id_string']
half = len(wide) // 2
appended = [upload(params={'command': 'APPEND', 'media_id': media_id, 'segment_index': index},
                   files={'media': (None, segment)}).code
            for index, segment in enumerate([wide[:half], wide[half:]])]
finalized = upload(params={'command': 'FINALIZE', 'media_id': media_id})
status = Request(client, 'get', UPLOAD, domain=run.base, params={'command': 'STATUS', 'media_id': media_id}).perform()
show('upload_chunked', {'init': init.code, 'media_id': media_id, 'appended': appended, 'finalize_code': finalized.code,
                        'finalize': finalized.body, 'status_code': status.code, 'size': len(wide)})

# the bytes served back are the bytes sent, part without a filename or not
served = {}
for key, sent in ((simple.body['media_key'], image), (finalized.body['media_key'], wide)):
    served[key] = requests.get('{0}/media/{1}.png'.format(run.base, key)).content == sent
show('served_as_sent', served)

# the media library: add, list, load, change, delete
media_key = simple.body['media_key']
item = MediaLibrary(account)
item.media_key = media_key
item.name = 'sdk image'
item.file_name = 'sdk.png'
show('library_added', item.add())
show('library_listed', MediaLibrary.all(account, media_type='IMAGE'))
show('library_loaded', MediaLibrary.load(account, media_key))
show('library_raw', Request(client, 'get', MediaLibrary.RESOURCE.format(account_id=account.id, id=media_key)).perform().body['data'])
loaded = MediaLibrary(account)
loaded.media_key = media_key
loaded.reload()
loaded.name = 'sdk image, renamed'
loaded.update()  # the whole loaded object goes back
check = MediaLibrary(account)
check.media_key = media_key
show('library_changed', check.reload())
wide_item = MediaLibrary(account)
wide_item.media_key = finalized.body['media_key']
wide_item.add()

# a card of components: save (a JSON body), load, list, change (the loaded components go back), fetch
card = Card(account)
card.name = 'sdk card'
card.components = [{'type': 'MEDIA', 'media_key': media_key},
                   {'type': 'DETAILS', 'title': 'From the SDK',
                    'destination': {'type': 'WEBSITE', 'url': 'https://example.com/sdk'}}]
show('card_created', card.save())
show('card_loaded', Card.load(account, card.id))
show('cards_listed', Card.all(account, card_ids=[card.id]))
renamed = Card.load(account, card.id)
renamed.name = 'sdk card, renamed'
renamed.save()
show('card_changed', Card.load(account, card.id))
swapped = Card.load(account, card.id)
swapped.components = [{'type': 'MEDIA', 'media_key': finalized.body['media_key']}, swapped.components[1]]
swapped.save()
show('card_media_changed', Card.load(account, card.id))
show('cards_fetched', CardsFetch.load(account, card_uris=[card.card_uri]))
show('card_fetched', CardsFetch.load(account, card_id=card.id))
# a card of slides (the SDK's Card has no `slides`: its Request makes one), renamed through Card.save(),
# which sends `components: null` beside the name
slides_body = {'name': 'sdk slides', 'slides': [[{'type': 'MEDIA', 'media_key': key}, card.components[1]]
                                                for key in (media_key, finalized.body['media_key'])]}
slides_card = Request(client, 'post', Card.RESOURCE_COLLECTION.format(account_id=account.id),
                      headers={'Content-Type': 'application/json'}, body=json.dumps(slides_body)).perform().body['data']
slides = Card.load(account, slides_card['id'])
slides.name = 'sdk slides, renamed'
slides.save()
after = Request(client, 'get', Card.RESOURCE.format(account_id=account.id, id=slides_card['id'])).perform().body['data']
show('slides_renamed', {'created': slides_card, 'after': after})

# Card has no delete(): the SDK's Request does it
path = Card.RESOURCE.format(account_id=account.id, id=card.id)
show('card_deleted', Request(client, 'delete', path).perform().body['data'])
attempt('card_after_delete', lambda: Card.load(account, card.id))
attempt('card_as_form', lambda: Request(client, 'post', Card.RESOURCE_COLLECTION.format(account_id=account.id),
                                        params={'name': 'form card'}).perform())

# a poll card: save, load, list; it cannot change; delete
poll = PollCard(account)
poll.name = 'sdk poll'
poll.duration_in_minutes = 1440
poll.first_choice = 'Yes'
poll.second_choice = 'No'
poll.third_choice = 'Maybe'
show('poll_created', poll.save())
show('poll_loaded', PollCard.load(account, poll.id))
show('polls_listed', PollCard.all(account, card_ids=[poll.id], with_total_count=True))
changed = PollCard.load(account, poll.id)
changed.name = 'changed'
attempt('poll_changed', lambda: changed.save())
PollCard.load(account, poll.id).delete()
attempt('poll_after_delete', lambda: PollCard.load(account, poll.id))

MediaLibrary.load(account, media_key).delete()
attempt('library_after_delete', lambda: MediaLibrary.load(account, media_key))
