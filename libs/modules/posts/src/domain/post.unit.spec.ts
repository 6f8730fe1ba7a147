import { deciderSpec } from '@platform/testing';
import { type CreateAdsPost, type CreatePlatformPost, type Post, postDecider, type PostEvent, type PostInput } from './post';

const now = '2026-06-01T12:00:00Z';
const spec = deciderSpec(postDecider);
const input = (over: Partial<PostInput> = {}): PostInput => ({
  authorId: 'u1',
  text: 'hello',
  accountId: null,
  nullcast: true,
  name: null,
  cardUri: null,
  mediaKeys: [],
  conversationSettings: 'EVERYONE',
  video: { title: null, description: null, cta: null, ctaValue: null },
  replyTo: null,
  quoteOf: null,
  poll: null,
  editOf: null,
  ...over,
});
const ads = (over: Partial<PostInput> = {}, rest: Partial<CreateAdsPost> = {}): CreateAdsPost => ({
  type: 'CreateAdsPost',
  environment: 'production',
  postId: 'p1',
  now,
  input: { ...input(over), accountId: over.accountId ?? 'a1' },
  callerId: 'u1',
  promotableUserIds: ['u1', 'u2'],
  media: {},
  textLength: [...(over.text ?? 'hello')].length,
  ...rest,
});
const platform = (over: Partial<PostInput> = {}, rest: Partial<CreatePlatformPost> = {}): CreatePlatformPost => ({
  type: 'CreatePlatformPost',
  environment: 'production',
  postId: 'p2',
  now,
  input: { ...input({ nullcast: false, ...over }), accountId: null },
  media: {},
  textLength: [...(over.text ?? 'hello')].length,
  ...rest,
});
const postOf = (events: PostEvent[]): Post => (events[0].data as { post: Post }).post;

describe('post decider', () => {
  it('makes an ads post on behalf of a promotable user, promoted-only by default', () => {
    const post = postOf(spec.given([]).when(ads({ authorId: 'u2' })).thenEvents());
    expect(post).toMatchObject({ id: 'p1', authorId: 'u2', accountId: 'a1', origin: 'ads', nullcast: true, editHistory: ['p1'], deleted: false });
  });

  it('refuses an author who is not a promotable user, and organic posts but for the caller', () => {
    spec.given([]).when(ads({ authorId: 'u9' })).thenThrows({ kind: 'invalid', parameter: 'as_user_id' });
    spec.given([]).when(ads({ authorId: 'u2', nullcast: false })).thenThrows({ kind: 'invalid', parameter: 'nullcast' });
    expect(postOf(spec.given([]).when(ads({ nullcast: false })).thenEvents()).nullcast).toBe(false);
  });

  it('needs text unless there is media, and at most 25,000 weighted characters', () => {
    spec.given([]).when(ads({ text: null })).thenThrows({ kind: 'missing', parameter: 'text' });
    spec.given([]).when(ads({ text: 'x'.repeat(25_001) })).thenThrows({ kind: 'invalid', parameter: 'text' });
    const image = { mediaKey: '3_1', mediaType: 'IMAGE' as const };
    expect(postOf(spec.given([]).when(ads({ text: null, mediaKeys: ['3_1'] }, { media: { '3_1': image } })).thenEvents()).media).toEqual([image]);
  });

  it('takes up to 4 images, or 1 GIF, or 1 video, never mixed, all of the library', () => {
    const lib = {
      '3_1': { mediaKey: '3_1', mediaType: 'IMAGE' as const },
      '3_2': { mediaKey: '3_2', mediaType: 'IMAGE' as const },
      '7_1': { mediaKey: '7_1', mediaType: 'VIDEO' as const },
      '16_1': { mediaKey: '16_1', mediaType: 'GIF' as const },
    };
    spec.given([]).when(ads({ mediaKeys: ['3_1', '7_1'] }, { media: lib })).thenThrows({ parameter: 'media_keys' });
    spec.given([]).when(ads({ mediaKeys: ['16_1', '3_2'] }, { media: lib })).thenThrows({ parameter: 'media_keys' });
    spec.given([]).when(ads({ mediaKeys: ['3_1', '3_1'] }, { media: lib })).thenThrows({ parameter: 'media_keys' });
    spec.given([]).when(ads({ mediaKeys: ['3_9'] }, { media: lib })).thenThrows({ parameter: 'media_keys' });
    expect(postOf(spec.given([]).when(ads({ mediaKeys: ['3_1', '3_2'] }, { media: lib })).thenEvents()).media).toHaveLength(2);
  });

  it('takes a card of the account only, and not with media', () => {
    spec.given([]).when(ads({ cardUri: 'card://1' })).thenThrows({ parameter: 'card_uri' });
    const card = { cardUri: 'card://1', cardType: 'TEXT_POLLS' };
    expect(postOf(spec.given([]).when(ads({ cardUri: 'card://1' }, { card })).thenEvents()).card).toEqual(card);
  });

  it('edits the author’s own post within an hour, at most four times', () => {
    const original = postOf(spec.given([]).when(platform()).thenEvents());
    const edit = (previous: Post, at = now, authorId = 'u1') => spec.given([]).when(platform({ authorId, editOf: previous.id }, { postId: 'p3', now: at, previous }));
    expect(postOf(edit(original).thenEvents()).editHistory).toEqual(['p2', 'p3']);
    edit(original, '2026-06-01T13:00:01Z').thenThrows({ kind: 'forbidden', parameter: 'edit_options.previous_post_id' });
    edit(original, now, 'u2').thenThrows({ kind: 'forbidden' });
    edit({ ...original, deleted: true }).thenThrows({ kind: 'invalid', parameter: 'edit_options.previous_post_id' });
    edit({ ...original, editHistory: ['a', 'b', 'c', 'd', 'p2'] }).thenThrows({ kind: 'forbidden' });
  });

  it('names a post of the account, and deletes a post of its author once', () => {
    const created = spec.given([]).when(ads()).thenEvents();
    spec.given(created).when({ type: 'RenamePost', environment: 'production', postId: 'p1', accountId: 'a1', name: 'N', now }).then([
      { type: 'posts.PostRenamed', data: { environment: 'production', postId: 'p1', authorId: 'u1', name: 'N', old: null, renamedAt: now } },
    ]);
    spec.given(created).when({ type: 'RenamePost', environment: 'production', postId: 'p1', accountId: 'a2', name: 'N', now }).thenThrows({ kind: 'not_found' });
    spec.given(created).when({ type: 'RenamePost', environment: 'production', postId: 'p1', accountId: 'a1', name: undefined, now }).then([]);
    spec.given(created).when({ type: 'DeletePost', environment: 'production', postId: 'p1', userId: 'u2', now }).thenThrows({ kind: 'forbidden' });
    const deleted = [...created, ...spec.given(created).when({ type: 'DeletePost', environment: 'production', postId: 'p1', userId: 'u1', now }).thenEvents()];
    spec.given(deleted).when({ type: 'DeletePost', environment: 'production', postId: 'p1', userId: 'u1', now }).thenThrows({ kind: 'not_found' });
  });
});
