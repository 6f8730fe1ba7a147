"""
Campaign management through the official python ads SDK's classes: accounts,
funding instruments (listed in production, created and deleted on the
sandbox), campaigns and line items one by one and in batches, targeting
criteria one by one and in batches, the account history (the SDK has no class
for it: its Request and Cursor), and the rate-limit headers the SDK sets on
what it returns. One JSON line per step (see sdk_support.py).
"""
from datetime import datetime, timedelta, timezone

from twitter_ads import API_VERSION
from twitter_ads.campaign import Campaign, FundingInstrument, LineItem, TargetingCriteria
from twitter_ads.cursor import Cursor
from twitter_ads.http import Request

from sdk_support import Run, attempt, limits, show

run = Run()
client = run.client

# accounts: the collection, then one
show('accounts', [a.id for a in client.accounts()])
account = show('account', client.accounts(run.account_id))

# funding instruments: the collection (its cursor carries the rate-limit headers), then one
funding = account.funding_instruments()
show('funding_instruments_limits', limits(funding))
instrument = funding.next()
show('funding_instruments', [instrument])
show('funding_instrument', account.funding_instruments(instrument.id))

# campaigns: create, read back, change, list, refuse a bad one
campaign = Campaign(account)
campaign.funding_instrument_id = instrument.id
campaign.name = 'sdk campaign'
campaign.daily_budget_amount_local_micro = 1000000
campaign.entity_status = 'PAUSED'
show('campaign_created', campaign.save())
loaded = Campaign.load(account, campaign.id)
show('campaign_loaded', loaded)
loaded.name = 'sdk campaign, renamed'
loaded.entity_status = 'ACTIVE'
loaded.save()  # the whole loaded object goes back, read-only members included
show('campaign_changed', Campaign.load(account, campaign.id))
show('campaigns', [c.id for c in account.campaigns(campaign_ids=[campaign.id])])
attempt('campaign_without_funding', lambda: Campaign(account).save())

# line items: create, read back, change one member, list (repeated keys, True), page, refuse a bad count
line_item = LineItem(account)
line_item.campaign_id = campaign.id
line_item.name = 'sdk line item'
line_item.product_type = 'PROMOTED_TWEETS'  # the SDK's enum value, answered with the neutral name
line_item.placements = ['ALL_ON_TWITTER', 'PUBLISHER_NETWORK']
line_item.objective = 'ENGAGEMENTS'
line_item.categories = ['IAB1', 'IAB2']
line_item.advertiser_domain = 'example.com'
line_item.bid_strategy = 'MAX'
line_item.bid_amount_local_micro = 10000
line_item.entity_status = 'PAUSED'
show('line_item_created', line_item.save() or line_item)
changed = LineItem.load(account, line_item.id)
changed.bid_amount_local_micro = 25000
changed.save()
show('line_item_changed', LineItem.load(account, line_item.id))
listed = account.line_items(campaign_ids=[campaign.id, 'nope'], with_deleted=True)
show('line_items', [li.id for li in listed])
show('line_items_limits', limits(listed))
second = LineItem(account)
second.campaign_id = campaign.id
second.product_type = 'PROMOTED_TWEETS'
second.placements = ['ALL_ON_TWITTER']
second.objective = 'ENGAGEMENTS'
second.bid_amount_local_micro = 20000
second.save()
pages = account.line_items(campaign_ids=[campaign.id], count=1)
show('line_items_first_page', {'fetched': pages.fetched, 'exhausted': pages.exhausted})
show('line_items_paged', [li.id for li in pages])
show('line_items_paged_limits', limits(pages))  # as the last page fetched left them
attempt('line_items_bad_count', lambda: list(account.line_items(count=5000)))

# a write's answer, through the SDK's Request: its headers are what Response.headers gives
response = Request(client, 'put', LineItem.RESOURCE.format(account_id=account.id, id=second.id),
                   params={'name': 'sdk second line item'}).perform()
show('write_headers', {k.lower(): v for k, v in response.headers.items() if k.lower().startswith('x-')})

# targeting criteria: one, read back through the line item, deleted; then a batch that creates and deletes
criterion = TargetingCriteria(account)
criterion.line_item_id = line_item.id
criterion.targeting_type = 'LOCATION'
criterion.targeting_value = '96683cc9126741d1'
criterion.operator_type = 'EQ'
show('criterion_created', criterion.save() or criterion)
show('criterion_loaded', TargetingCriteria.load(account, criterion.id))
show('criteria_of_line_item', LineItem.load(account, line_item.id).targeting_criteria())
language = TargetingCriteria(account)
language.line_item_id = line_item.id
language.targeting_type = 'LANGUAGE'
language.targeting_value = 'en'
language.operator_type = 'EQ'
TargetingCriteria.batch_save(account, [language])
show('criterion_batched', language)
gone = TargetingCriteria.load(account, criterion.id)
gone.to_delete = True
TargetingCriteria.batch_save(account, [gone])
show('criteria_after_batch', [c.id for c in TargetingCriteria.all(account, line_item_ids=[line_item.id])])
TargetingCriteria.load(account, language.id).delete()
attempt('criterion_after_delete', lambda: TargetingCriteria.load(account, language.id))

# batches of campaigns and line items: create, update, delete
batched = Campaign(account)
batched.funding_instrument_id = instrument.id
batched.name = 'sdk batched campaign'
batched.daily_budget_amount_local_micro = 2000000
batched.entity_status = 'PAUSED'
Campaign.batch_save(account, [batched])
show('campaign_batched', Campaign.load(account, batched.id))
one = LineItem(account)
one.campaign_id = batched.id
one.name = 'batched one'
one.product_type = 'PROMOTED_TWEETS'
one.placements = ['ALL_ON_TWITTER']
one.objective = 'ENGAGEMENTS'
one.bid_strategy = 'MAX'
one.bid_amount_local_micro = 20000
two = LineItem(account)
two.campaign_id = batched.id
two.name = 'batched two'
two.product_type = 'PROMOTED_TWEETS'
two.placements = ['ALL_ON_TWITTER']
two.objective = 'ENGAGEMENTS'
renamed = LineItem.load(account, second.id)
renamed.name = 'renamed in a batch'
LineItem.batch_save(account, [one, two, renamed])
show('line_items_batched', [LineItem.load(account, li.id) for li in (one, two, renamed)])
two.to_delete = True
LineItem.batch_save(account, [two])
attempt('line_item_batch_deleted', lambda: LineItem.load(account, two.id))
batched.to_delete = True
Campaign.batch_save(account, [batched])
attempt('campaign_batch_deleted', lambda: Campaign.load(account, batched.id))

# the account history of the line item (a beta): created, changed
now = datetime.now(timezone.utc).replace(minute=0, second=0, microsecond=0)
history = Cursor(None, Request(client, 'get', '/{0}/accounts/{1}/account_history'.format(API_VERSION, account.id), params={
    'entity_type': 'LINE_ITEM', 'entity_id': line_item.id,
    'start_time': (now - timedelta(hours=1)).strftime('%Y-%m-%dT%H:%M:%SZ'),
    'end_time': (now + timedelta(hours=2)).strftime('%Y-%m-%dT%H:%M:%SZ')}))
show('line_item_history', list(history))

# deletion: the SDK's delete(), then a load answers 404, and with_deleted shows it
LineItem.load(account, line_item.id).delete()
attempt('line_item_after_delete', lambda: LineItem.load(account, line_item.id))
show('line_item_with_deleted', LineItem.load(account, line_item.id, with_deleted=True))
Campaign.load(account, campaign.id).delete()
attempt('campaign_after_delete', lambda: Campaign.load(account, campaign.id))

# the sandbox: an ad account of its own (no SDK class creates one: its Request), then a funding
# instrument created and deleted through FundingInstrument
sandbox = run.sandbox_client
sandbox_account_id = Request(sandbox, 'post', '/{0}/accounts'.format(API_VERSION)).perform().body['data'][0]['id']
sandbox_account = sandbox.accounts(sandbox_account_id)
created = FundingInstrument.create(sandbox_account, type='INSERTION_ORDER', currency='EUR',
                                   start_time='2026-07-10T00:00:00Z', end_time='2030-12-31T23:59:59Z',
                                   funded_amount_local_micro=5000000000)
show('sandbox_funding_instrument', FundingInstrument.load(sandbox_account, created.id))
attempt('production_funding_instrument', lambda: FundingInstrument.load(account, created.id))
created.delete()
attempt('sandbox_funding_instrument_after_delete', lambda: FundingInstrument.load(sandbox_account, created.id))
