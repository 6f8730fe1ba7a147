import { neutralParams, withBrandWord, withNeutralWord } from './brand-word';
import { postPaths } from './ads-paths';

describe('the brand word and the neutral one', () => {
  it('spells paths both ways, parameters kept', () => {
    expect(postPaths('accounts/:account_id/posts/:post_id/name')).toEqual(['accounts/:account_id/posts/:post_id/name', 'accounts/:account_id/tweets/:post_id/name']);
    expect(postPaths('accounts/:account_id/promoted_accounts')).toEqual(['accounts/:account_id/promoted_accounts']);
    expect(withBrandWord('post_previews')).toBe('tweet_previews');
    expect(withNeutralWord('accounts/:account_id/draft_tweets/preview/:draft_post_id')).toBe('accounts/:account_id/draft_posts/preview/:draft_post_id');
    // whole words only
    expect(withNeutralWord('retweet_count')).toBe('retweet_count');
  });

  it('reads parameters sent with the brand word under the neutral names a DTO declares', () => {
    const declared = new Set(['post_ids', 'post_type', 'first_cta_post']);
    expect(neutralParams({ tweet_ids: '1,2', tweet_type: 'DRAFT', first_cta_tweet: 'hi', tweet_other: 'x' }, declared)).toEqual({
      post_ids: '1,2',
      post_type: 'DRAFT',
      first_cta_post: 'hi',
      tweet_other: 'x',
    });
    // the neutral name wins when both are sent
    expect(neutralParams({ tweet_ids: '1', post_ids: '2' }, declared)).toEqual({ tweet_ids: '1', post_ids: '2' });
    const untouched = { count: 5 };
    expect(neutralParams(untouched, declared)).toBe(untouched);
  });
});
