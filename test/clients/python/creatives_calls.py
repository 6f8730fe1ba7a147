"""
Calls the creatives endpoints the way the official python ads SDK's
MediaUpload, MediaLibrary, Card and PollCard do (requests-oauthlib
OAuth1Session; parameters in the query string; the v1.1 chunked upload with
its segments as multipart files; cards as JSON bodies; version 11 paths) and
prints one JSON line per call: status and body.

  /usr/bin/python3 creatives_calls.py <base url> <consumer key> <consumer secret> <token> <token secret> <account id>
"""
import json
import struct
import sys
import zlib

from requests_oauthlib import OAuth1Session

base, key, secret, token, token_secret, account = sys.argv[1:7]
session = OAuth1Session(key, client_secret=secret, resource_owner_key=token, resource_owner_secret=token_secret)
upload_url = base + '/1.1/media/upload.json'


def show(name, response):
    body = response.json() if response.content else None
    print(json.dumps({'name': name, 'status': response.status_code, 'body': body}))
    return body


def call(name, method, path, params=None, json_body=None):
    if json_body is not None:
        response = session.request(method, base + path, params=params, data=json.dumps(json_body),
                                   headers={'Content-Type': 'application/json'})
    else:
        response = session.request(method, base + path, params=params)
    return show(name, response)


def png(width, height):
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    rows = b''.join(b'\x00' + b'\x80' * (width * 3) for _ in range(height))
    header = struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(rows)) + chunk(b'IEND', b'')


# MediaUpload, chunked: INIT and FINALIZE with parameters in the query string, APPEND with the segment as a file
image = png(800, 418)
init = show('upload_init', session.post(upload_url, params={
    'command': 'INIT', 'media_type': 'image/png', 'total_bytes': len(image), 'media_category': 'tweet_image'}))
media_id = init['media_id_string']
half = len(image) // 2
for index, segment in enumerate([image[:half], image[half:]]):
    show(f'upload_append_{index}', session.post(upload_url, params={
        'command': 'APPEND', 'media_id': media_id, 'segment_index': index}, files={'media': segment}))
finalize = show('upload_finalize', session.post(upload_url, params={'command': 'FINALIZE', 'media_id': media_id}))
show('upload_status', session.get(upload_url, params={'command': 'STATUS', 'media_id': media_id}))
media_key = finalize['media_key']

# MediaLibrary: add, list, load, change (the whole object sent back), delete
library = f'/11/accounts/{account}/media_library'
added = call('library_add', 'POST', library, {'media_key': media_key, 'name': 'python image', 'file_name': 'python.png'})['data']
call('library_list', 'GET', library, {'count': 10, 'media_type': 'IMAGE'})
call('library_load', 'GET', f'{library}/{media_key}')
whole = {k: v for k, v in added.items() if v not in (None, False, [], '')}
whole['name'] = 'python image renamed'
call('library_update', 'PUT', f'{library}/{media_key}', whole)

# Card: a JSON body, then load, list and update
card = call('card_create', 'POST', f'/11/accounts/{account}/cards', json_body={
    'name': 'python card',
    'components': [{'type': 'MEDIA', 'media_key': media_key},
                   {'type': 'DETAILS', 'title': 'From python', 'destination': {'type': 'WEBSITE', 'url': 'https://example.com'}}],
})['data']
call('card_load', 'GET', f'/11/accounts/{account}/cards/{card["id"]}')
call('card_list', 'GET', f'/11/accounts/{account}/cards', {'card_id': card['id']})
call('card_update', 'PUT', f'/11/accounts/{account}/cards/{card["id"]}', json_body={'name': 'python card renamed'})
call('card_form', 'POST', f'/11/accounts/{account}/cards', {'name': 'form card'})

# PollCard: create, load, list; no update; delete for good
poll = call('poll_create', 'POST', f'/11/accounts/{account}/cards/poll', {
    'name': 'python poll', 'duration_in_minutes': 1440, 'first_choice': 'Yes', 'second_choice': 'No'})['data']
call('poll_load', 'GET', f'/11/accounts/{account}/cards/poll/{poll["id"]}')
call('poll_list', 'GET', f'/11/accounts/{account}/cards/poll', {'card_ids': [poll['id']], 'with_total_count': True})
call('poll_update', 'PUT', f'/11/accounts/{account}/cards/poll/{poll["id"]}', {'name': 'changed'})
call('poll_delete', 'DELETE', f'/11/accounts/{account}/cards/poll/{poll["id"]}')
call('poll_after_delete', 'GET', f'/11/accounts/{account}/cards/poll/{poll["id"]}', {'with_deleted': True})
call('library_delete', 'DELETE', f'{library}/{media_key}')
