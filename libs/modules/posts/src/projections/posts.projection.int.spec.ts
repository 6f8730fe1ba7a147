import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type PostCommand, postDecider } from '../domain/post';
import { postsProjection } from './posts.projection';

const now = '2026-06-01T12:00:00Z';
const postId = '1900000000000000001';
const create: PostCommand = {
  type: 'CreateAdsPost',
  environment: 'sandbox',
  postId,
  now,
  input: {
    authorId: 'u1',
    text: 'hello',
    accountId: 'acc-posts-spec',
    nullcast: true,
    name: 'Launch',
    cardUri: null,
    mediaKeys: [],
    conversationSettings: 'EVERYONE',
    video: { title: null, description: null, cta: null, ctaValue: null },
    replyTo: null,
    quoteOf: null,
    poll: null,
    editOf: null,
  },
  callerId: 'u1',
  promotableUserIds: ['u1'],
  media: {},
  textLength: 5,
};
const rename = (name: string | null): PostCommand => ({ type: 'RenamePost', environment: 'sandbox', postId, accountId: 'acc-posts-spec', name, now });
const remove: PostCommand = { type: 'DeletePost', environment: 'sandbox', postId, userId: 'u1', now };

describe('the posts projection', () => {
  const db = testDatabase();
  const rows = (commands: PostCommand[]) =>
    projectionSpec(postsProjection, db())
      .given(historyOf(postDecider, commands))
      .thenRows<{ author_id: string; account_id: string | null; nullcast: boolean; deleted: boolean; data: Record<string, unknown> }>(
        `SELECT author_id, account_id, nullcast, deleted, data FROM posts.posts WHERE environment = 'sandbox' AND id = $1`,
        [postId],
      );

  it('keeps a post as its stream holds it, with its author, account and nullcast for the lists', async () => {
    const events = historyOf(postDecider, [create]);
    const [row] = await rows([create]);
    expect(row).toMatchObject({ author_id: 'u1', account_id: 'acc-posts-spec', nullcast: true, deleted: false });
    expect(row.data).toEqual(JSON.parse(JSON.stringify((events[0].data as { post: unknown }).post)));
  });

  it('renames it, and unsets the name', async () => {
    expect((await rows([create, rename('Relaunch')]))[0].data).toMatchObject({ name: 'Relaunch', text: 'hello' });
    expect((await rows([create, rename(null)]))[0].data).toMatchObject({ name: null });
  });

  it('keeps a deleted post marked deleted, in its column and its data', async () => {
    const [row] = await rows([create, remove]);
    expect(row.deleted).toBe(true);
    expect(row.data).toMatchObject({ deleted: true, text: 'hello' });
  });
});
