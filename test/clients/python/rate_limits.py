"""
The ads rate limits as the official python ads SDK meets them, on a server
whose limits are scaled down to one request a window: the first read of an
endpoint shows the headers on the SDK's cursor, the next raises the SDK's
RateLimit with the time the window resets. One JSON line per step (see
sdk_support.py).
"""
from twitter_ads.campaign import Campaign

from sdk_support import Run, attempt, limits, show

run = Run()
account = run.client.accounts(run.account_id)
first = Campaign.all(account)
show('first_read', {'campaigns': [c.id for c in first], 'limits': limits(first)})
attempt('second_read', lambda: list(Campaign.all(account)))
