"""
Calls the posts and promotion endpoints the way the official python ads SDK's
Tweet and PromotedTweet do (requests-oauthlib OAuth1Session; every parameter
in the query string; version 11 paths with the brand word: `tweet`,
`promoted_tweets`, `tweet_ids`; the promoted post saved with `tweet_ids` and
read back from the answer's first item) and prints one JSON line per call.

  /usr/bin/python3 posts_calls.py <base url> <consumer key> <consumer secret> <token> <token secret> <account id> <user id>
"""
import json
import sys

from requests_oauthlib import OAuth1Session

base, key, secret, token, token_secret, account, user = sys.argv[1:8]
session = OAuth1Session(key, client_secret=secret, resource_owner_key=token, resource_owner_secret=token_secret)


def call(name, method, path, params=None):
    response = session.request(method, base + path, params=params)
    print(json.dumps({'name': name, 'status': response.status_code, 'body': response.json() if response.content else None}))
    return response.json()


accounts = f'/11/accounts/{account}'
fi = call('funding_instruments', 'GET', f'{accounts}/funding_instruments')['data'][0]['id']
campaign = call('create_campaign', 'POST', f'{accounts}/campaigns',
                {'funding_instrument_id': fi, 'name': 'python promotion', 'daily_budget_amount_local_micro': 1000000})['data']
line_item = call('create_line_item', 'POST', f'{accounts}/line_items',
                 {'campaign_id': campaign['id'], 'objective': 'ENGAGEMENTS', 'product_type': 'PROMOTED_TWEETS',
                  'placements': ['ALL_ON_TWITTER'], 'bid_amount_local_micro': 10000})['data']

# Tweet.create(account, text=..., as_user_id=...): POST accounts/:id/tweet, the answer's data is the post
card = call('create_poll', 'POST', f'{accounts}/cards/poll',
            {'name': 'python poll', 'duration_in_minutes': 60, 'first_choice': 'Yes', 'second_choice': 'No'})['data']
post = call('create_post', 'POST', f'{accounts}/tweet',
            {'text': 'Hello from python #sdk', 'as_user_id': user, 'card_uri': card['card_uri'], 'trim_user': True})['data']
call('list_posts', 'GET', f'{accounts}/tweets', {'tweet_type': 'PUBLISHED', 'tweet_ids': [post['id_str']], 'trim_user': True})
call('name_post', 'PUT', f'{accounts}/tweets/{post["id_str"]}/name', {'name': 'python post'})

# PromotedTweet(account).save() with line_item_id and tweet_id: POST promoted_tweets with tweet_ids, data[0] read back
promoted = call('promote', 'POST', f'{accounts}/promoted_tweets', {'line_item_id': line_item['id'], 'tweet_ids': [post['id_str']]})['data'][0]
call('load_promoted', 'GET', f'{accounts}/promoted_tweets/{promoted["id"]}')
call('list_promoted', 'GET', f'{accounts}/promoted_tweets', {'line_item_ids': [line_item['id']], 'with_deleted': True})
call('delete_promoted', 'DELETE', f'{accounts}/promoted_tweets/{promoted["id"]}')
