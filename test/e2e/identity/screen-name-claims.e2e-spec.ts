import { randomUUID } from 'node:crypto';
import { ScreenNameClaims1732000011600 } from '../../../libs/modules/identity/src/persistence/migrations/1732000011600-screen-name-claims';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { migrateAgain, ownTestDatabase } from '../../support/own-database';

/**
 * Screen names are claimed on a stream per name. A store written before those
 * streams holds users whose names no stream claims: the migration claims each
 * user's current name from the events, and the rule holds for them as for new.
 */
describe('screen name claims', () => {
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  let t: TestApp;
  let a: ReturnType<typeof admin>;
  beforeAll(async () => {
    // a database of its own: the migration runs again over every user of it
    database = await ownTestDatabase('screen_names');
    t = await startTestApp({}, [], { databaseUrl: database.url });
    a = admin(t);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const claimEvents = async (screenName: string) =>
    (await t.dataSource.query(`SELECT stream_position, event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`, [
      `identity.ScreenName-${screenName.toLowerCase()}`,
    ])) as Array<{ stream_position: string; event_type: string; data: object }>;

  /** A user's events written around the server, as an earlier version recorded them (no claim stream, no read model row). */
  const earlier = async (userId: string, events: Array<[string, object]>) => {
    const streamId = `identity.User-${userId}`;
    await t.dataSource.query(`INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, 'identity.User', $2)`, [streamId, events.length]);
    for (const [index, [type, data]] of events.entries()) {
      await t.dataSource.query(
        `INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
         VALUES ($1, $2, $3, $4, 1, $5::jsonb, '{}'::jsonb, now())`,
        [streamId, index + 1, randomUUID(), type, JSON.stringify(data)],
      );
    }
  };
  const migrate = () => migrateAgain(t.dataSource, new ScreenNameClaims1732000011600());

  it('claims a registered and a renamed name, releases the old one, and refuses them to anyone else', async () => {
    const [first, second] = [uniqueScreenName('f'), uniqueScreenName('s')];
    const user = (await a.post('/admin/users', { screen_name: first, password: 'x' })).body.data;
    expect(await claimEvents(first)).toEqual([{ stream_position: '1', event_type: 'identity.ScreenNameClaimed', data: { key: first.toLowerCase(), holder: user.id } }]);

    const renamed = await a.patch(`/admin/users/${user.id}`, { screen_name: second.toUpperCase() });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.screen_name).toBe(second.toUpperCase());
    expect((await claimEvents(first)).map((e) => e.event_type)).toEqual(['identity.ScreenNameClaimed', 'identity.ScreenNameReleased']);
    expect(await claimEvents(second)).toEqual([
      { stream_position: '1', event_type: 'identity.ScreenNameClaimed', data: { key: second.toLowerCase(), holder: user.id } },
    ]);
    // only the case changes: the name stays claimed as it was
    expect((await a.patch(`/admin/users/${user.id}`, { screen_name: second })).status).toBe(200);
    expect(await claimEvents(second)).toHaveLength(1);

    const taken = await a.post('/admin/users', { screen_name: second.toUpperCase(), password: 'x' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ detail: `screen_name ${second.toUpperCase()} is already taken`, parameter: 'screen_name', value: second.toUpperCase() });
    // the old name is free again
    expect((await a.post('/admin/users', { screen_name: first, password: 'x' })).status).toBe(201);
  });

  it('lets only one of two concurrent renames to one name win', async () => {
    const wanted = uniqueScreenName('w');
    const users = await Promise.all([1, 2].map(async () => (await a.post('/admin/users', { screen_name: uniqueScreenName('r'), password: 'x' })).body.data.id as string));
    const renames = await Promise.all(users.map((id, i) => a.patch(`/admin/users/${id}`, { screen_name: i ? wanted : wanted.toUpperCase() })));
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = users[renames.findIndex((r) => r.status === 200)];
    expect(await claimEvents(wanted)).toEqual([{ stream_position: '1', event_type: 'identity.ScreenNameClaimed', data: { key: wanted.toLowerCase(), holder: winner } }]);
  });

  it('claims the names of users registered before, once, and drops the unique index', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const [old, kept, plain] = [uniqueScreenName('o'), uniqueScreenName('k'), uniqueScreenName('p')];
    const [renamedId, plainId] = [`9${Date.now()}1`, `9${Date.now()}2`];
    const registered = (userId: string, screenName: string) => ({ userId, screenName, name: screenName, description: '', passwordHash: 'scrypt$x$y', verified: false, createdAt: at });
    await earlier(renamedId, [
      ['identity.UserRegistered', registered(renamedId, old)],
      ['identity.UserScreenNameChanged', { userId: renamedId, before: old, after: kept, changedAt: at }],
    ]);
    await earlier(plainId, [['identity.UserRegistered', registered(plainId, plain)]]);

    await migrate();
    await migrate();
    expect(await claimEvents(old)).toEqual([]);
    expect(await claimEvents(kept)).toEqual([{ stream_position: '1', event_type: 'identity.ScreenNameClaimed', data: { key: kept.toLowerCase(), holder: renamedId } }]);
    expect(await claimEvents(plain)).toEqual([{ stream_position: '1', event_type: 'identity.ScreenNameClaimed', data: { key: plain.toLowerCase(), holder: plainId } }]);
    const unique = await t.dataSource.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'identity' AND tablename = 'users' AND indexdef LIKE 'CREATE UNIQUE INDEX%screen_name%'`);
    expect(unique).toEqual([]);

    // the rule holds for them: their names are taken, in any case; a rename frees the old name
    expect((await a.post('/admin/users', { screen_name: kept.toUpperCase(), password: 'x' })).status).toBe(409);
    expect((await a.patch(`/admin/users/${plainId}`, { screen_name: kept })).status).toBe(409);
    expect((await a.patch(`/admin/users/${renamedId}`, { screen_name: uniqueScreenName('n') })).status).toBe(200);
    expect((await a.post('/admin/users', { screen_name: kept, password: 'x' })).status).toBe(201);
    expect((await a.post('/admin/users', { screen_name: old, password: 'x' })).status).toBe(201);
  });
});
