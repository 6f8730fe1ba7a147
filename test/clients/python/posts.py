"""
Posts and their promotion through the official python ads SDK: the
promotable users, a post made on a promotable user's behalf (Tweet.create)
with a poll card, the posts list (Tweets.all) and previews (TweetPreview),
naming a post (no SDK class: its Request), promoted posts (PromotedTweet),
scheduled posts (ScheduledTweet), scheduled promoted posts
(ScheduledPromotedTweet), draft posts (DraftTweet) and the user's id by @handle
(UserIdLookup). One JSON line per
step (see sdk_support.py).

The SDK's classes read the brand-word members (`tweet_id`, `scheduled_tweet_id`,
`tweeted`); aviary answers the neutral ones (`post_id`, `scheduled_post_id`),
so those attributes stay empty and the spec reads the neutral member where the
SDK hands back the answer itself.
"""
from datetime import datetime, timedelta, timezone

from twitter_ads import API_VERSION
from twitter_ads.campaign import Campaign, LineItem, ScheduledPromotedTweet, Tweet
from twitter_ads.creative import DraftTweet, PollCard, PromotedTweet, ScheduledTweet, TweetPreview, Tweets
from twitter_ads.http import Request
from twitter_ads.restapi import UserIdLookup

from sdk_support import Run, attempt, limits, show

run = Run()
client = run.client
account = client.accounts(run.account_id)

funding = account.funding_instruments().next()
campaign = Campaign(account)
campaign.funding_instrument_id = funding.id
campaign.name = 'sdk promotion'
campaign.daily_budget_amount_local_micro = 1000000
campaign.save()
line_item = LineItem(account)
line_item.campaign_id = campaign.id
line_item.product_type = 'PROMOTED_TWEETS'
line_item.placements = ['ALL_ON_TWITTER']
line_item.objective = 'ENGAGEMENTS'
line_item.bid_amount_local_micro = 10000
line_item.save()
show('line_item', line_item)

promotable = show('promotable_users', list(account.promotable_users()))
user_id = promotable[0].user_id

# a post with a poll card, on the promotable user's behalf
poll = PollCard(account)
poll.name = 'sdk post poll'
poll.duration_in_minutes = 60
poll.first_choice = 'Yes'
poll.second_choice = 'No'
poll.save()
show('poll', poll)
post = show('post_created', Tweet.create(account, text='Hello from the SDK #sdk', as_user_id=user_id,
                                         card_uri=poll.card_uri, trim_user=True))
show('posts_listed', list(Tweets.all(account, tweet_type='PUBLISHED', tweet_ids=[post['id_str']], trim_user=True)))
named = Request(client, 'put', '/{0}/accounts/{1}/tweets/{2}/name'.format(API_VERSION, account.id, post['id_str']),
                params={'name': 'sdk post'}).perform()
show('post_named', named.body['data'])
show('posts_after_naming', list(Tweets.all(account, tweet_type='PUBLISHED', tweet_ids=[post['id_str']])))
show('previews', TweetPreview.load(account, tweet_ids=[post['id_str']], tweet_type='PUBLISHED'))
attempt('post_for_another_user', lambda: Tweet.create(account, text='Not mine to post', as_user_id='12'))

# promoted posts: PromotedTweet.attach (the SDK's save() for them fails inside the SDK before any
# request: its deprecation wrapper reads __name__ off the instance), load, list, delete
second = Tweet.create(account, text='A second post from the SDK', as_user_id=user_id)

# the user's id by @handle, as the SDK's examples find their as_user_id (UserIdLookup: GET /1.1/users/show.json
# on its own DOMAIN, pointed at aviary as the Request domains are)
UserIdLookup.DOMAIN = run.base
looked_up = show('user_id_lookup', UserIdLookup.load(account, screen_name=second['user']['screen_name']))
show('user_id_lookup_limits', limits(looked_up))
attempt('user_id_lookup_unknown', lambda: UserIdLookup.load(account, screen_name='nobody_here_sdk'))
attached = show('promoted_attached', list(PromotedTweet.attach(account, line_item_id=line_item.id,
                                                               tweet_ids=[post['id_str'], second['id_str']])))
show('promoted_loaded', PromotedTweet.load(account, attached[0].id))
show('promoted_listed', account.promoted_tweets(line_item_ids=[line_item.id]))
# what the SDK's Request answers for one promoted post: the neutral post_id beside the SDK's empty tweet_id
raw = Request(client, 'get', PromotedTweet.RESOURCE.format(account_id=account.id, id=attached[0].id)).perform()
show('promoted_raw', raw.body['data'])
PromotedTweet.load(account, attached[0].id).delete()
attempt('promoted_after_delete', lambda: PromotedTweet.load(account, attached[0].id))
show('promoted_with_deleted', [p.id for p in account.promoted_tweets(line_item_ids=[line_item.id], with_deleted=True)
                               if p.deleted])

# scheduled posts: save, load, change, list; a scheduled promoted post on it; delete both
scheduled = ScheduledTweet(account)
scheduled.text = 'Later, from the SDK'
scheduled.as_user_id = user_id
scheduled.scheduled_at = datetime.now(timezone.utc).replace(second=0, microsecond=0) + timedelta(days=2)
show('scheduled_created', scheduled.save())
changed = ScheduledTweet.load(account, scheduled.id)
changed.text = 'Later, from the SDK, changed'
changed.save()
show('scheduled_changed', ScheduledTweet.load(account, scheduled.id))
show('scheduled_listed', [s.id for s in account.scheduled_tweets()])
scheduled_promoted = ScheduledPromotedTweet(account)
scheduled_promoted.line_item_id = line_item.id
scheduled_promoted.scheduled_tweet_id = scheduled.id
show('scheduled_promoted_created', scheduled_promoted.save())
show('scheduled_promoted_loaded', ScheduledPromotedTweet.load(account, scheduled_promoted.id))
show('scheduled_promoted_raw', Request(client, 'get', ScheduledPromotedTweet.RESOURCE.format(
    account_id=account.id, id=scheduled_promoted.id)).perform().body['data'])
show('scheduled_promoted_listed', account.scheduled_promoted_tweets(line_item_ids=[line_item.id]))
ScheduledPromotedTweet.load(account, scheduled_promoted.id).delete()
attempt('scheduled_promoted_after_delete', lambda: ScheduledPromotedTweet.load(account, scheduled_promoted.id))
ScheduledTweet.load(account, scheduled.id).delete()
attempt('scheduled_after_delete', lambda: ScheduledTweet.load(account, scheduled.id))
past = ScheduledTweet(account)
past.text = 'too late'
past.as_user_id = user_id
past.scheduled_at = datetime.now(timezone.utc) - timedelta(hours=1)
attempt('scheduled_in_the_past', lambda: past.save())

# a draft post: save, change, delete
draft = DraftTweet(account)
draft.text = 'A draft from the SDK'
draft.as_user_id = user_id
show('draft_created', draft.save())
draft_changed = DraftTweet.load(account, draft.id)
draft_changed.text = 'A draft from the SDK, changed'
draft_changed.save()
show('draft_changed', DraftTweet.load(account, draft.id))
DraftTweet.load(account, draft.id).delete()
attempt('draft_after_delete', lambda: DraftTweet.load(account, draft.id))
