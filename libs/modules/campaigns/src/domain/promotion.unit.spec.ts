import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import type { LineItemFacts } from './line-item';
import {
  AlreadyPromoted,
  type CreatePromotedAccount,
  LINE_ITEM_PROMOTED_ACCOUNTS,
  type CreatePromotedPost,
  type CreateScheduledPromotedPost,
  type PromotablePost,
  promotableUserId,
  promotedAccountLifecycle,
  promotedPostLifecycle,
  scheduledPromotedPostLifecycle,
  type ScheduledPromotedPostView,
} from './promotion';

const now = '2026-06-01T12:00:00Z';
const later = '2026-06-02T12:00:00Z';
const engagements: LineItemFacts = { id: 'li1', objective: 'ENGAGEMENTS', productType: 'PROMOTED_POSTS' };
const text: PromotablePost = { id: 'p1', authorId: 'u1', cardType: null, mediaTypes: [] };
const base = { environment: 'production' as const, accountId: 'a1', id: 'x1', now, lineItemId: 'li1', promotableUserIds: ['u1'] };

const promotedPosts = deciderSpec(lifecycleDecider(promotedPostLifecycle));
const promote = (lineItem: LineItemFacts | undefined, post: PromotablePost | undefined): CreatePromotedPost => ({
  ...base,
  type: 'CreatePromotedPost',
  postId: 'p1',
  lineItem,
  post,
});

describe('promoted post decider', () => {
  it('promotes a post of a promotable user on a line item that runs posts', () => {
    const [event] = promotedPosts.given([]).when(promote(engagements, text)).thenEvents();
    expect(event.data.promotedPost).toEqual({
      id: 'x1',
      line_item_id: 'li1',
      post_id: 'p1',
      entity_status: 'ACTIVE',
      approval_status: 'ACCEPTED',
      created_at: now,
      updated_at: now,
      deleted: false,
    });
  });

  it('refuses a missing line item or post, and another user’s post', () => {
    promotedPosts.given([]).when(promote(undefined, text)).thenThrows({ parameter: 'line_item_id' });
    promotedPosts.given([]).when(promote(engagements, undefined)).thenThrows({ parameter: 'post_ids' });
    promotedPosts.given([]).when(promote(engagements, { ...text, authorId: 'u9' })).thenThrows({ parameter: 'post_ids' });
  });

  it.each([
    [{ objective: 'PREROLL_VIEWS', productType: 'MEDIA' }, text, 'line_item_id'],
    [{ objective: 'REACH', productType: 'PROMOTED_ACCOUNT' }, text, 'line_item_id'],
    [{ objective: 'APP_INSTALLS', productType: 'PROMOTED_POSTS' }, { ...text, cardType: 'IMAGE_WEBSITE' }, 'post_ids'],
    [{ objective: 'VIDEO_VIEWS', productType: 'PROMOTED_POSTS' }, { ...text, mediaTypes: ['IMAGE' as const] }, 'post_ids'],
  ])('refuses a post the line item does not run (%#)', (lineItem, post, parameter) => {
    promotedPosts.given([]).when(promote({ id: 'li1', ...lineItem }, post)).thenThrows({ kind: 'invalid', parameter });
  });

  it.each([
    [{ objective: 'APP_INSTALLS', productType: 'PROMOTED_POSTS' }, { ...text, cardType: 'VIDEO_APP' }],
    [{ objective: 'VIDEO_VIEWS', productType: 'PROMOTED_POSTS' }, { ...text, mediaTypes: ['VIDEO' as const] }],
    [{ objective: 'VIDEO_VIEWS', productType: 'PROMOTED_POSTS' }, { ...text, cardType: 'VIDEO_WEBSITE' }],
    [{ objective: 'FOLLOWERS', productType: 'PROMOTED_ACCOUNT' }, text],
  ])('promotes what the objective needs (%#)', (lineItem, post) => {
    expect(promotedPosts.given([]).when(promote({ id: 'li1', ...lineItem }, post)).thenEvents()).toHaveLength(1);
  });

  it('is created once, deleted once, and then, like another account’s, not found', () => {
    const created = promotedPosts.given([]).when(promote(engagements, text)).thenEvents();
    promotedPosts.given(created).when(promote(engagements, text)).thenThrows({ kind: 'conflict' });
    const remove = { type: 'DeletePromotedPost', environment: 'production', accountId: 'a1', id: 'x1', now: later } as const;
    promotedPosts.given(created).when({ ...remove, accountId: 'a2' }).thenThrows({ kind: 'not_found', parameter: 'promoted_post_id' });
    const deleted = promotedPosts.given(created).when(remove).thenEvents();
    expect(deleted).toEqual([{ type: 'campaigns.PromotedPostDeleted', data: { environment: 'production', accountId: 'a1', promotedPostId: 'x1', deletedAt: later } }]);
    promotedPosts.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'promoted_post_id' });
  });
});

describe('promoted account decider', () => {
  const spec = deciderSpec(lifecycleDecider(promotedAccountLifecycle));
  const account = (lineItem: LineItemFacts, userId = 'u1'): CreatePromotedAccount => ({ ...base, type: 'CreatePromotedAccount', userId, lineItem });

  it('promotes a promotable user on a FOLLOWERS line item only', () => {
    const followers = { id: 'li1', objective: 'FOLLOWERS', productType: 'PROMOTED_ACCOUNT' };
    expect(spec.given([]).when(account(followers)).thenEvents()[0].data.promotedAccount).toMatchObject({ user_id: 'u1', line_item_id: 'li1' });
    spec.given([]).when(account(engagements)).thenThrows({ code: 'INCOMPATIBLE_LINE_ITEM', parameter: 'line_item_id' });
    spec.given([]).when(account(followers, 'u9')).thenThrows({ parameter: 'user_id' });
    spec.given([]).when({ ...account(followers), lineItem: undefined }).thenThrows({ kind: 'invalid', parameter: 'line_item_id' });
  });

  it('is not found once deleted', () => {
    const created = spec.given([]).when(account({ id: 'li1', objective: 'FOLLOWERS', productType: 'PROMOTED_ACCOUNT' })).thenEvents();
    const remove = { type: 'DeletePromotedAccount', environment: 'production', accountId: 'a1', id: 'x1', now: later } as const;
    const deleted = spec.given(created).when(remove).thenEvents();
    expect(deleted.map((e) => e.type)).toEqual(['campaigns.PromotedAccountDeleted']);
    spec.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'promoted_account_id' });
  });
});

describe('scheduled promoted post decider', () => {
  const spec = deciderSpec(lifecycleDecider(scheduledPromotedPostLifecycle));
  const create: CreateScheduledPromotedPost = { ...base, type: 'CreateScheduledPromotedPost', scheduledPostId: 's1', lineItem: engagements, scheduledPost: { ...text, id: 's1' } };
  const published = (postId: string) => ({ type: 'RecordScheduledPromotedPostPublished', environment: 'production', accountId: 'a1', id: 'x1', now, postId }) as never;

  it('waits for a scheduled post still to be published, and records its post once', () => {
    const created = spec.given([]).when(create).thenEvents();
    expect((created[0].data.scheduledPromotedPost as ScheduledPromotedPostView).post_id).toBeNull();
    spec.given([]).when({ ...create, scheduledPost: undefined }).thenThrows({ parameter: 'scheduled_post_id' });
    const recorded = spec.given(created).when(published('p7')).thenEvents();
    expect(recorded[0].data.changes).toEqual({ post_id: { old: null, new: 'p7' } });
    spec.given([...created, ...recorded]).when(published('p8')).then([]);
  });

  it('judges the scheduled post as a post on the line item: one that runs posts, with what the objective needs', () => {
    spec.given([]).when({ ...create, lineItem: undefined }).thenThrows({ kind: 'invalid', parameter: 'line_item_id' });
    spec.given([]).when({ ...create, lineItem: { id: 'li1', objective: 'PREROLL_VIEWS', productType: 'MEDIA' } }).thenThrows({ kind: 'invalid', parameter: 'line_item_id' });
    spec.given([]).when({ ...create, lineItem: { id: 'li1', objective: 'VIDEO_VIEWS', productType: 'PROMOTED_POSTS' } }).thenThrows({ kind: 'invalid', parameter: 'scheduled_post_id' });
  });

  it('is deleted only while its post is still to be published', () => {
    const created = spec.given([]).when(create).thenEvents();
    const remove = { type: 'DeleteScheduledPromotedPost', environment: 'production', accountId: 'a1', id: 'x1', now } as const;
    expect(spec.given(created).when(remove).thenEvents()[0].type).toBe('campaigns.ScheduledPromotedPostDeleted');
    const recorded = spec.given(created).when(published('p7')).thenEvents();
    spec.given([...created, ...recorded]).when(remove).thenThrows({ kind: 'invalid', parameter: 'scheduled_promoted_post_id' });
  });
});

describe('promotable user ids', () => {
  it('are derived from environment, account and user, the same on every rebuild', () => {
    expect(promotableUserId('production', 'a1', 'u1')).toBe(promotableUserId('production', 'a1', 'u1'));
    expect(promotableUserId('production', 'a1', 'u1')).not.toBe(promotableUserId('sandbox', 'a1', 'u1'));
    expect(promotableUserId('production', 'a1', 'u1')).toMatch(/^[0-9a-z]{1,8}$/);
  });
});

describe('the users promoted on a line item', () => {
  const promoted = deciderSpec(LINE_ITEM_PROMOTED_ACCOUNTS.decider);
  const claimed = (key: string, holder: string) => ({ type: 'campaigns.PromotedAccountUserClaimed' as const, data: { key, holder } });
  const released = (key: string, holder: string) => ({ type: 'campaigns.PromotedAccountUserReleased' as const, data: { key, holder } });

  it('promotes a user once: another promotion of the user is refused naming the one there is', () => {
    promoted.given([]).when({ type: 'ClaimKey', key: '42', holder: 'pa1' }).then([claimed('42', 'pa1')]);
    promoted.given([claimed('42', 'pa1')]).when({ type: 'ClaimKey', key: '42', holder: 'pa2' }).thenThrows({ promotedAccountId: 'pa1' });
    expect(() => LINE_ITEM_PROMOTED_ACCOUNTS.decider.decide({ type: 'ClaimKey', key: '42', holder: 'pa2' }, { holders: new Map([['42', 'pa1']]) })).toThrow(AlreadyPromoted);
    promoted.given([claimed('42', 'pa1')]).when({ type: 'ClaimKey', key: '43', holder: 'pa2' }).then([claimed('43', 'pa2')]);
  });

  it('frees the user when the promotion is deleted', () => {
    promoted.given([claimed('42', 'pa1')]).when({ type: 'ReleaseKey', key: '42', holder: 'pa1' }).then([released('42', 'pa1')]);
    promoted.given([claimed('42', 'pa1'), released('42', 'pa1')]).when({ type: 'ClaimKey', key: '42', holder: 'pa2' }).then([claimed('42', 'pa2')]);
  });
});
