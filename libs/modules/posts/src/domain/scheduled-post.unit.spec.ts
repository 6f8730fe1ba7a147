import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import {
  type CreateDraftPost,
  type CreateScheduledPost,
  draftPostLifecycle,
  scheduledMinute,
  scheduledPostDecider,
  type ScheduledPostView,
  type UpdateScheduledPost,
} from './scheduled-post';

const now = '2026-06-01T12:00:00Z';
const owner = { environment: 'production' as const, accountId: 'a1' };
const judged = { callerId: 'u1', promotableUserIds: ['u1', 'u2'], media: {}, textLength: 5 };
const scheduled = deciderSpec(scheduledPostDecider);
const create = (scheduledAt: string, over: Partial<CreateScheduledPost> = {}): CreateScheduledPost => ({
  ...owner,
  ...judged,
  type: 'CreateScheduledPost',
  id: 's1',
  now,
  userId: 'u1',
  fields: { text: 'later', scheduled_at: scheduledAt },
  ...over,
});
const update = (patch: UpdateScheduledPost['patch'], over: Partial<UpdateScheduledPost> = {}): UpdateScheduledPost => ({
  ...owner,
  ...judged,
  type: 'UpdateScheduledPost',
  id: 's1',
  now,
  patch,
  ...over,
});
const mark = (at: string) => ({ ...owner, type: 'MarkScheduledPostPublished', id: 's1', now: at, postId: 'p9' }) as never;
const remove = { ...owner, type: 'DeleteScheduledPost' as const, id: 's1', now };
const postOf = (events: Array<{ data: Record<string, unknown> }>) => events[0].data.scheduledPost as ScheduledPostView;
/** The post as its events leave it. */
const fold = (events: Parameters<typeof scheduledPostDecider.evolve>[1][]) => events.reduce(scheduledPostDecider.evolve, scheduledPostDecider.initialState()).entity;

describe('a scheduled post', () => {
  const created = scheduled.given([]).when(create('2026-06-01T12:30:45Z')).thenEvents();

  it('is scheduled in the future, to the minute, at most a year ahead; its status derived, not stored', () => {
    expect(postOf(created)).not.toHaveProperty('scheduled_status');
    expect(fold(created)).toEqual({
      id: 's1',
      id_str: 's1',
      name: null,
      text: 'later',
      user_id: 'u1',
      nullcast: true,
      card_uri: null,
      media_keys: [],
      card_type: null,
      media_types: [],
      scheduled_at: '2026-06-01T12:30:00Z',
      scheduled_status: 'SCHEDULED',
      completed_at: null,
      post_id: null,
      created_at: now,
      updated_at: now,
      deleted: false,
    });
    scheduled.given([]).when(create('2026-06-01T11:59:59Z')).thenThrows({ parameter: 'scheduled_at' });
    scheduled.given([]).when(create(now)).thenThrows({ parameter: 'scheduled_at' });
    scheduled.given([]).when(create('2027-06-03T12:00:00Z')).thenThrows({ parameter: 'scheduled_at' });
    expect(scheduledMinute('2026-01-01T00:00:59.999Z')).toBe('2026-01-01T00:00:00Z');
  });

  it('is judged as an ads post: by a promotable user, promoted-only unless by the caller, with text or media', () => {
    scheduled.given([]).when(create('2026-06-02T00:00:00Z', { userId: 'u9' })).thenThrows({ kind: 'invalid', parameter: 'as_user_id' });
    scheduled.given([]).when(create('2026-06-02T00:00:00Z', { userId: 'u2', fields: { text: 'x', nullcast: false, scheduled_at: '2026-06-02T00:00:00Z' } })).thenThrows({ parameter: 'nullcast' });
    scheduled.given([]).when(create('2026-06-02T00:00:00Z', { fields: { text: '  ', scheduled_at: '2026-06-02T00:00:00Z' } })).thenThrows({ kind: 'missing', parameter: 'text' });
    scheduled.given([]).when(create('2026-06-02T00:00:00Z', { fields: { card_uri: 'card://1', text: 'x', scheduled_at: '2026-06-02T00:00:00Z' } })).thenThrows({ parameter: 'card_uri' });
  });

  it('keeps, write-only, what publishing needs of its card and media', () => {
    const post = postOf(
      scheduled
        .given([])
        .when(create('2026-06-02T00:00:00Z', { media: { '3_1': { mediaKey: '3_1', mediaType: 'IMAGE' } }, fields: { text: '', media_keys: ['3_1'], scheduled_at: '2026-06-02T00:00:00Z' } }))
        .thenEvents(),
    );
    expect(post).toMatchObject({ text: '', media_keys: ['3_1'], media_types: ['IMAGE'], card_type: null });
  });

  it('changes while still scheduled, judged again as a whole', () => {
    const [changed] = scheduled.given(created).when(update({ text: 'sooner', scheduled_at: '2026-06-01T12:10:30Z' })).thenEvents();
    expect(changed.data.changes).toEqual({ text: { old: 'later', new: 'sooner' }, scheduled_at: { old: '2026-06-01T12:30:00Z', new: '2026-06-01T12:10:00Z' } });
    scheduled.given(created).when(update({ scheduled_at: '2026-05-01T00:00:00Z' })).thenThrows({ parameter: 'scheduled_at' });
    // the author must still be a promotable user of the account
    scheduled.given(created).when(update({ name: 'x' }, { promotableUserIds: [] })).thenThrows({ parameter: 'as_user_id' });
    // an empty text with no media is nothing to show
    scheduled.given(created).when(update({ text: null })).thenThrows({ kind: 'missing', parameter: 'text' });
  });

  it('is published once it is due, once, and cannot change afterwards', () => {
    const due = scheduled.given([]).when(create('2026-06-01T12:30:00Z')).thenEvents();
    scheduled.given(due).when(mark('2026-06-01T12:29:59Z')).then([]);
    const published = scheduled.given(due).when(mark('2026-06-01T12:30:00Z')).thenEvents();
    expect(published).toEqual([
      { type: 'posts.ScheduledPostPublished', data: { ...owner, scheduledPostId: 's1', postId: 'p9', publishedAt: '2026-06-01T12:30:00Z' } },
    ]);
    expect(fold([...due, ...published])).toMatchObject({
      scheduled_status: 'SUCCESS',
      completed_at: '2026-06-01T12:30:00Z',
      post_id: 'p9',
      updated_at: '2026-06-01T12:30:00Z',
    });
    scheduled.given([...due, ...published]).when(mark('2026-06-01T12:31:00Z')).then([]);
    scheduled.given([...due, ...published]).when(update({ text: 'edit' })).thenThrows({ kind: 'invalid', parameter: 'scheduled_post_id' });
  });

  it('still reads a publication stored as an update of its members, as publications once were', () => {
    const due = scheduled.given([]).when(create('2026-06-01T12:30:00Z')).thenEvents();
    const stored = {
      type: 'posts.ScheduledPostUpdated',
      data: {
        ...owner,
        scheduledPostId: 's1',
        changes: { scheduled_status: { old: 'SCHEDULED', new: 'SUCCESS' }, completed_at: { old: null, new: '2026-06-01T12:30:00Z' }, post_id: { old: null, new: 'p9' } },
        updatedAt: '2026-06-01T12:30:00Z',
      },
    };
    expect(fold([...due, stored])).toMatchObject({ scheduled_status: 'SUCCESS', post_id: 'p9' });
    scheduled.given([...due, stored]).when(mark('2026-06-01T12:31:00Z')).then([]);
  });

  it('says DELETED in its status once deleted, and is then neither published nor found', () => {
    const deleted = scheduled.given(created).when(remove).thenEvents();
    const state = [...created, ...deleted].reduce(scheduledPostDecider.evolve, scheduledPostDecider.initialState());
    expect(state.entity).toMatchObject({ deleted: true, scheduled_status: 'DELETED' });
    scheduled.given([...created, ...deleted]).when(mark('2026-06-01T13:00:00Z')).then([]);
    scheduled.given([...created, ...deleted]).when(update({ text: 'x' })).thenThrows({ kind: 'not_found', parameter: 'scheduled_post_id' });
    scheduled.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'scheduled_post_id' });
  });

  it('is another account’s: not found', () => {
    scheduled.given(created).when(update({ text: 'x' }, { accountId: 'a2' })).thenThrows({ kind: 'not_found', parameter: 'scheduled_post_id' });
    scheduled.given(created).when({ ...remove, accountId: 'a2' }).thenThrows({ kind: 'not_found', parameter: 'scheduled_post_id' });
  });
});

describe('a draft post', () => {
  const drafts = deciderSpec(lifecycleDecider(draftPostLifecycle));
  const draft = (over: Partial<CreateDraftPost> = {}): CreateDraftPost => ({ ...owner, ...judged, type: 'CreateDraftPost', id: 'd1', now, userId: 'u1', fields: { text: 'draft' }, ...over });
  const created = drafts.given([]).when(draft()).thenEvents();

  it('stays unpublished, with no schedule, judged as an ads post', () => {
    const post = created[0].data.draftPost as Record<string, unknown>;
    expect(post).toMatchObject({ id: 'd1', id_str: 'd1', text: 'draft', user_id: 'u1', nullcast: true, deleted: false });
    expect(post).not.toHaveProperty('scheduled_at');
    drafts.given([]).when(draft({ userId: 'u9' })).thenThrows({ parameter: 'as_user_id' });
  });

  it('records each change; a blank name unsets it', () => {
    const update = (patch: Record<string, unknown>) => ({ ...owner, ...judged, type: 'UpdateDraftPost' as const, id: 'd1', now, patch });
    const [named] = drafts.given(created).when(update({ name: 'Launch' })).thenEvents();
    expect(named.data.changes).toEqual({ name: { old: null, new: 'Launch' } });
    const [unnamed] = drafts.given([...created, named]).when(update({ name: '' })).thenEvents();
    expect(unnamed.data.changes).toEqual({ name: { old: 'Launch', new: null } });
  });

  it('is deleted once', () => {
    const remove = { ...owner, type: 'DeleteDraftPost' as const, id: 'd1', now };
    const deleted = drafts.given(created).when(remove).thenEvents();
    expect(deleted.map((e) => e.type)).toEqual(['posts.DraftPostDeleted']);
    drafts.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'draft_post_id' });
  });
});
