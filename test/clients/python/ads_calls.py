"""
Calls the ads API the way the official python ads SDK does (requests-oauthlib
OAuth1Session, HMAC-SHA1 in the Authorization header, every parameter in the
query string, lists as repeated keys, booleans as True/False, whole objects
sent back on update) and prints one JSON line per call: status and body.

  /usr/bin/python3 ads_calls.py <base url> <consumer key> <consumer secret> <token> <token secret> <account id>
"""
import json
import sys

from requests_oauthlib import OAuth1Session

base, key, secret, token, token_secret, account = sys.argv[1:7]
session = OAuth1Session(key, client_secret=secret, resource_owner_key=token, resource_owner_secret=token_secret)


# what the SDK's Response reads as rate_limit and account_rate_limit, and the version it is told is current
HEADERS = ['x-rate-limit-limit', 'x-rate-limit-remaining', 'x-rate-limit-reset',
           'x-account-rate-limit-limit', 'x-account-rate-limit-remaining', 'x-account-rate-limit-reset',
           'x-current-api-version']


def call(name, method, path, params=None):
    response = session.request(method, base + path, params=params)
    headers = {h: response.headers[h] for h in HEADERS if h in response.headers}
    print(json.dumps({'name': name, 'status': response.status_code, 'body': response.json(), 'headers': headers}))
    return response.json()


call('accounts', 'GET', '/11/accounts', {'with_deleted': True})
fis = call('funding_instruments', 'GET', f'/11/accounts/{account}/funding_instruments')
fi = fis['data'][0]['id']
campaign = call('create_campaign', 'POST', f'/11/accounts/{account}/campaigns',
                {'funding_instrument_id': fi, 'name': 'python campaign', 'entity_status': 'PAUSED',
                 'daily_budget_amount_local_micro': 1000000})['data']
line_item = call('create_line_item', 'POST', f'/11/accounts/{account}/line_items',
                 {'campaign_id': campaign['id'], 'objective': 'ENGAGEMENTS', 'product_type': 'PROMOTED_TWEETS',
                  'placements': ['ALL_ON_TWITTER', 'PUBLISHER_NETWORK'], 'advertiser_domain': 'example.com',
                  'categories': ['IAB1', 'IAB2'], 'bid_strategy': 'MAX', 'bid_amount_local_micro': 10000,
                  'name': 'python line item'})['data']
# the SDK's enums still carry the brand-word names: accepted on input, answered with the neutral ones
# save(): every non-empty member goes back, read-only ones included; lists as repeated keys
whole = {k: v for k, v in line_item.items() if v not in (None, False, [], '')}
whole['bid_amount_local_micro'] = 25000
call('update_line_item', 'PUT', f'/11/accounts/{account}/line_items/{line_item["id"]}', whole)
call('list_line_items', 'GET', f'/11/accounts/{account}/line_items',
     {'campaign_ids': [campaign['id'], 'nope'], 'with_deleted': True, 'count': 1})
call('bad_count', 'GET', f'/11/accounts/{account}/line_items', {'count': 5000})

# Campaign.batch_save / LineItem.batch_save: a JSON array of operations, params as to_params() makes them (strings, lists joined)
def batch(name, entities, operations):
    response = session.post(f'{base}/11/batch/accounts/{account}/{entities}', data=json.dumps(operations),
                            headers={'Content-Type': 'application/json'})
    print(json.dumps({'name': name, 'status': response.status_code, 'body': response.json(), 'headers': {}}))
    return response.json()


batched = batch('batch_campaigns', 'campaigns', [
    {'operation_type': 'Create', 'params': {'funding_instrument_id': fi, 'name': 'batched campaign',
                                            'daily_budget_amount_local_micro': '2000000', 'entity_status': 'PAUSED'}}])
batch_campaign = batched['data'][0]['id']
batch('batch_line_items', 'line_items', [
    {'operation_type': 'Create', 'params': {'campaign_id': batch_campaign, 'objective': 'ENGAGEMENTS', 'product_type': 'PROMOTED_TWEETS',
                                            'placements': 'ALL_ON_TWITTER', 'bid_amount_local_micro': '20000', 'name': 'batched one'}},
    {'operation_type': 'Create', 'params': {'campaign_id': batch_campaign, 'objective': 'ENGAGEMENTS', 'product_type': 'PROMOTED_TWEETS',
                                            'placements': 'ALL_ON_TWITTER', 'name': 'batched two'}},
    {'operation_type': 'Update', 'params': {'line_item_id': line_item['id'], 'name': 'renamed in a batch'}}])
