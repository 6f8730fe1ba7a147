import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreateLikes1732000011100 } from '../../libs/modules/posts/src/persistence/migrations/1732000011100-create-likes';
import { CreateRelationships1732000011000 } from '../../libs/modules/social/src/persistence/migrations/1732000011000-create-relationships';
import { ownTestDatabase } from '../support/own-database';

/**
 * The migrations of the platform lists' read models fill them from the
 * relationships and likes recorded before them.
 */
describe('list read-model migrations', () => {
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  let db: DataSource;
  beforeAll(async () => {
    // a database of its own: the migrations are undone and done again, which the shared one's readers would see
    database = await ownTestDatabase('lists');
    db = await new DataSource({ type: 'postgres', url: database.url }).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** An event written around the server, as an earlier version recorded it; answers its global position. */
  const append = async (streamId: string, streamType: string, type: string, data: object): Promise<string> => {
    await db.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, $2, 1)
       ON CONFLICT (stream_id) DO UPDATE SET version = event_store.streams.version + 1`,
      [streamId, streamType],
    );
    const [{ global_position }] = await db.query(
      `INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
       VALUES ($1, (SELECT version FROM event_store.streams WHERE stream_id = $1), $2, $3, 1, $4::jsonb, '{}'::jsonb, now())
       RETURNING global_position::text`,
      [streamId, randomUUID(), type, JSON.stringify(data)],
    );
    return global_position;
  };
  const redo = async (migration: { up(q: unknown): Promise<void>; down(q: unknown): Promise<void> }, recordBefore: () => Promise<void>) => {
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      await recordBefore();
      await migration.up(runner);
    } finally {
      await runner.release();
    }
  };

  it('keeps the follows, mutes and blocks whose last event turned them on, each at that event', async () => {
    const relationship = (kind: string, source: string, target: string, type: string) =>
      append(`social.Relationship-${kind}-${source}-${target}`, 'social.Relationship', type, { sourceId: source, targetId: target, at: '2026-01-01T00:00:00.000Z' });
    const at: Record<string, string> = {};
    await redo(new CreateRelationships1732000011000(), async () => {
      at.follow12 = await relationship('follow', '1', '2', 'social.UserFollowed');
      await relationship('follow', '1', '3', 'social.UserFollowed');
      await relationship('follow', '1', '3', 'social.UserUnfollowed');
      at.mute13 = await relationship('mute', '1', '3', 'social.UserMuted');
      at.block21 = await relationship('block', '2', '1', 'social.UserBlocked');
      await relationship('mute', '2', '3', 'social.UserMuted');
      await relationship('mute', '2', '3', 'social.UserUnmuted');
      at.follow13 = await relationship('follow', '1', '3', 'social.UserFollowed');
    });
    expect(await db.query('SELECT kind, source_id, target_id, since_position FROM social.relationships ORDER BY since_position')).toEqual([
      { kind: 'follow', source_id: '1', target_id: '2', since_position: at.follow12 },
      { kind: 'mute', source_id: '1', target_id: '3', since_position: at.mute13 },
      { kind: 'block', source_id: '2', target_id: '1', since_position: at.block21 },
      { kind: 'follow', source_id: '1', target_id: '3', since_position: at.follow13 },
    ]);
  });

  it('keeps the likes not taken back, each at the like', async () => {
    const like = (userId: string, postId: string) =>
      append(`posts.Like-${userId}-${postId}`, 'posts.Like', 'posts.PostLiked', {
        likeId: randomUUID(),
        userId,
        post: { id: postId, authorId: '9', text: 'liked', createdAt: '2026-01-01T00:00:00.000Z' },
        likedAt: '2026-01-01T00:00:00.000Z',
        users: {},
      });
    const unlike = (userId: string, postId: string) =>
      append(`posts.Like-${userId}-${postId}`, 'posts.Like', 'posts.PostUnliked', { userId, postId, authorId: '9', unlikedAt: '2026-01-02T00:00:00.000Z' });
    const at: Record<string, string> = {};
    await redo(new CreateLikes1732000011100(), async () => {
      at.first = await like('1', '100');
      await like('2', '100');
      await unlike('2', '100');
      await like('1', '200');
      await unlike('1', '200');
      at.again = await like('1', '200');
    });
    expect(await db.query('SELECT user_id, post_id, since_position FROM posts.likes ORDER BY since_position')).toEqual([
      { user_id: '1', post_id: '100', since_position: at.first },
      { user_id: '1', post_id: '200', since_position: at.again },
    ]);
  });
});
