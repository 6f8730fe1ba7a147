"""
Drives the official python ads SDK (twitter-python-ads-sdk) against a running
aviary, changing nothing in the SDK but its address.

  PYTHONPATH=<checkout of the SDK> /usr/bin/python3 scripts/sdk/python-ads-sdk-check.py \
      <base url> <consumer key> <consumer secret> <access token> <token secret> <account id>

Needs Debian's python3-requests-oauthlib and python3-dateutil.
Prints one line per step and exits non-zero at the first failure.
"""
import sys

from twitter_ads import http
from twitter_ads.campaign import Campaign, FundingInstrument, LineItem, Tweet
from twitter_ads.creative import PromotedTweet
from twitter_ads.client import Client
from twitter_ads.error import Error, NotFound

base, key, secret, token, token_secret, account_id = sys.argv[1:7]
http.Request._DEFAULT_DOMAIN = base  # the address is the only change

client = Client(key, secret, token, token_secret)
step = lambda name, value='': print(f'ok  {name} {value}'.rstrip())

accounts = list(client.accounts())
assert any(a.id == account_id for a in accounts), accounts
step('list accounts', [a.id for a in accounts])

account = client.accounts(account_id)
step('load account', account.name)

funding = account.funding_instruments().next()
step('funding instrument', funding.id)
assert isinstance(funding, FundingInstrument)

campaign = Campaign(account)
campaign.funding_instrument_id = funding.id
campaign.daily_budget_amount_local_micro = 1000000
campaign.name = 'my first campaign'
campaign.entity_status = 'PAUSED'
campaign.save()
step('create campaign', campaign.id)

line_item = LineItem(account)
line_item.campaign_id = campaign.id
line_item.name = 'my first ad'
line_item.product_type = 'PROMOTED_POSTS'
line_item.placements = ['ALL_ON_PLATFORM']
line_item.objective = 'ENGAGEMENTS'
line_item.bid_strategy = 'MAX'
line_item.bid_amount_local_micro = 10000
line_item.entity_status = 'PAUSED'
line_item.save()
step('create line item', line_item.id)

# load, change one field, save: the SDK sends the whole object back
loaded = LineItem.load(account, line_item.id)
loaded.bid_amount_local_micro = 20000
loaded.save()
assert LineItem.load(account, line_item.id).bid_amount_local_micro == 20000
step('update line item (whole object sent back)')

ids = [li.id for li in account.line_items(campaign_ids=[campaign.id], with_deleted=True)]
assert ids == [line_item.id], ids
step('list line items with repeated keys and True', ids)

page = account.line_items(count=1)
first = page.next()
step('cursor', f'{first.id} next={page._next_cursor!r}')

# a post on behalf of the account's user, promoted on the line item
post = Tweet.create(account, text='Promote me', as_user_id=account.promotable_users().next().user_id)
step('create post', post['id_str'])
# PromotedTweet.attach: the SDK's own save() for promoted posts fails before any request (its
# deprecation wrapper reads __name__ off the instance)
promoted = PromotedTweet.attach(account, line_item_id=line_item.id, tweet_ids=[post['id_str']]).first
step('promote post', promoted.id)
assert [p.id for p in account.promoted_tweets(line_item_ids=[line_item.id])] == [promoted.id]
step('list promoted posts')

loaded.delete()
try:
    LineItem.load(account, line_item.id)
    raise AssertionError('deleted line item still loads')
except NotFound as error:
    step('deleted line item answers 404', error.details)

try:
    bad = Campaign(account)
    bad.name = 'no funding instrument'
    bad.save()
    raise AssertionError('campaign without funding instrument saved')
except Error as error:
    assert error.code == 400, error.code
    step('missing parameter answers 400', error.details)

print('python ads SDK: all steps passed')
