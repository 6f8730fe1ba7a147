"""
Injected faults as the official python ads SDK meets them (the spec has made
the rules, for this app only): two 429s on the campaigns list, which a client
that retries on 429 gets through; a 429 on the funding instruments, which a
client that handles rate limits waits out until the reset the headers give;
a 429 on the line items, which a client with neither raises as RateLimit.
One JSON line per step (see sdk_support.py).
"""
import sys
import time

from twitter_ads.campaign import Campaign, FundingInstrument, LineItem
from twitter_ads.client import Client

from sdk_support import Run, attempt

run = Run()
key, secret, token, token_secret = sys.argv[3:7]

retrying = Client(key, secret, token, token_secret,
                  options={'retry_max': 3, 'retry_delay': 100, 'retry_on_status': [429, 500, 503]})
attempt('campaigns_retried', lambda: [c.id for c in Campaign.all(retrying.accounts(run.account_id))])

waiting = Client(key, secret, token, token_secret, options={'handle_rate_limit': True})
waiting_account = waiting.accounts(run.account_id)
started = time.time()
attempt('instruments_waited', lambda: {
    'count': len(list(FundingInstrument.all(waiting_account))),
    'waited_seconds': time.time() - started,
})

attempt('line_items_refused', lambda: [i.id for i in LineItem.all(run.client.accounts(run.account_id))])
