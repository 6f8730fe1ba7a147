import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ownTestDatabase } from '../support/own-database';
import { CreateRelationships1732000011000 } from '../../libs/modules/social/src/persistence/migrations/1732000011000-create-relationships';

/** The migration fills the relationships table from the follows, mutes and blocks recorded before it. */
describe('CreateRelationships migration', () => {
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  let db: DataSource;
  beforeAll(async () => {
    // a database of its own: the migration is undone and done again, which the shared one's readers would see
    database = await ownTestDatabase('relationships');
    db = await new DataSource({ type: 'postgres', url: database.url }).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const append = async (kind: string, source: string, target: string, type: string) => {
    const streamId = `social.Relationship-${kind}-${source}-${target}`;
    await db.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, 'social.Relationship', 1)
       ON CONFLICT (stream_id) DO UPDATE SET version = event_store.streams.version + 1`,
      [streamId],
    );
    await db.query(
      `INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
       VALUES ($1, (SELECT version FROM event_store.streams WHERE stream_id = $1), $2, $3, 1, $4::jsonb, '{}'::jsonb, now())`,
      [streamId, randomUUID(), type, JSON.stringify({ sourceId: source, targetId: target, at: '2026-01-01T00:00:00.000Z' })],
    );
  };

  it('keeps the relationships whose last event turned them on, each at that event', async () => {
    const runner = db.createQueryRunner();
    try {
      await new CreateRelationships1732000011000().down(runner);
      await append('follow', '1', '2', 'social.UserFollowed');
      await append('follow', '1', '3', 'social.UserFollowed');
      await append('follow', '1', '3', 'social.UserUnfollowed');
      await append('mute', '1', '3', 'social.UserMuted');
      await append('block', '2', '1', 'social.UserBlocked');
      await append('follow', '1', '3', 'social.UserFollowed');
      await new CreateRelationships1732000011000().up(runner);
    } finally {
      await runner.release();
    }
    const positions: Array<{ global_position: string; stream_id: string; stream_position: string }> = await db.query(
      'SELECT global_position::text, stream_id, stream_position::text FROM event_store.events ORDER BY global_position',
    );
    const at = (streamId: string, streamPosition: number) =>
      positions.find((p) => p.stream_id === streamId && p.stream_position === String(streamPosition))!.global_position;
    const rows = await db.query('SELECT kind, source_id, target_id, since_position::text FROM social.relationships ORDER BY since_position');
    expect(rows).toEqual([
      { kind: 'follow', source_id: '1', target_id: '2', since_position: at('social.Relationship-follow-1-2', 1) },
      { kind: 'mute', source_id: '1', target_id: '3', since_position: at('social.Relationship-mute-1-3', 1) },
      { kind: 'block', source_id: '2', target_id: '1', since_position: at('social.Relationship-block-2-1', 1) },
      { kind: 'follow', source_id: '1', target_id: '3', since_position: at('social.Relationship-follow-1-3', 3) },
    ]);
  });
});
