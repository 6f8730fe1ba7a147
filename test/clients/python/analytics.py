"""
Analytics through the official python ads SDK: synchronous stats
(LineItem.all_stats), an asynchronous job queued, polled and downloaded
(queue_async_stats_job, async_stats_job_result, async_stats_job_data) and
active entities (active_entities), for a line item the spec set up and
delivered on the account's clock. Extra arguments: the line item id, the
campaign id, and the range's start and end (ISO 8601, whole hours). One
JSON line per step (see sdk_support.py).
"""
import time
from datetime import datetime

from twitter_ads.campaign import LineItem
from twitter_ads.enum import ENTITY, GRANULARITY, METRIC_GROUP

from sdk_support import Run, attempt, show

run = Run()
account = run.client.accounts(run.account_id)
line_item_id, campaign_id, start, end = run.more
start_time = datetime.strptime(start, '%Y-%m-%dT%H:%M:%SZ')
end_time = datetime.strptime(end, '%Y-%m-%dT%H:%M:%SZ')
groups = [METRIC_GROUP.ENGAGEMENT, METRIC_GROUP.BILLING]
options = {'granularity': GRANULARITY.HOUR, 'start_time': start_time, 'end_time': end_time}

show('sync', LineItem.all_stats(account, [line_item_id], groups, **options))

job = show('queued', LineItem.queue_async_stats_job(account, [line_item_id], groups, **options))
show('job_limit', {'limit': getattr(job, 'concurrent_job_limit', None), 'remaining': getattr(job, 'concurrent_job_limit_remaining', None)})

# poll as the SDK's example does, only more often
deadline = time.time() + 30
while True:
    results = list(LineItem.async_stats_job_result(account, job_ids=[job.id]))
    if results[0].status in ('SUCCESS', 'FAILED') or time.time() > deadline:
        break
    time.sleep(0.2)
show('job', results[0])
attempt('job_data', lambda: LineItem.async_stats_job_data(account, url=results[0].url))

show('active_line_items', LineItem.active_entities(account, start_time, end_time))
show('active_promoted', LineItem.active_entities(account, start_time, end_time, entity=ENTITY.PROMOTED_TWEET, campaign_ids=[campaign_id]))
