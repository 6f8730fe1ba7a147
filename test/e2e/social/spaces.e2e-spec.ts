import { ActivityMappingRegistry, EventStore } from '@platform/event-store';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';

describe('admin API: Spaces simulation', () => {
  let t: TestApp;
  let a: ReturnType<typeof admin>;
  let store: EventStore;
  let activity: ActivityMappingRegistry;

  beforeAll(async () => {
    t = await startTestApp();
    a = admin(t);
    store = t.app.get(EventStore);
    activity = t.app.get(ActivityMappingRegistry);
  });
  afterAll(() => t.close());

  const newHost = async () =>
    (await a.post('/admin/users', { screen_name: uniqueScreenName('sp'), password: 'x', name: 'Space Host' })).body.data as {
      id: string;
      screen_name: string;
      name: string;
    };
  const eventsOf = async (spaceId: string) => (await store.readStream(`social.Space-${spaceId}`)).events;

  it('starts a Space: 201 with the v2 Space fields, appended and mapped to spaces.start for the host', async () => {
    const host = await newHost();
    const res = await a.post('/admin/spaces', { host_id: host.id, title: 'Morning show' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^[A-Za-z0-9]{13}$/),
        state: 'live',
        title: 'Morning show',
        creator_id: host.id,
        host_ids: [host.id],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        started_at: res.body.data.created_at,
      },
    });

    const [started] = await eventsOf(res.body.data.id);
    expect(started.type).toBe('social.SpaceStarted');
    expect(started.data).toMatchObject({ host: { id: host.id, username: host.screen_name, name: 'Space Host' } });
    expect(activity.activityOf(started)).toEqual([
      {
        eventType: 'spaces.start',
        userId: host.id,
        text: 'Morning show',
        payload: {
          user: { data: { id: host.id, username: host.screen_name, name: 'Space Host' } },
          broadcast_id: res.body.data.id,
          event_type: 'spaces_start',
          title: 'Morning show',
        },
      },
    ]);
  });

  it('ends a Space: 200 with state ended and ended_at, mapped to spaces.end with the host as it was at the start', async () => {
    const host = await newHost();
    const space = (await a.post('/admin/spaces', { host_id: host.id, title: 'Evening show' })).body.data;
    // a later profile change does not rewrite what the Space's events say
    await a.patch(`/admin/users/${host.id}`, { name: 'Renamed' });

    const res = await a.delete(`/admin/spaces/${space.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ...space, state: 'ended', ended_at: expect.any(String) } });
    expect(res.body.data.ended_at >= space.started_at).toBe(true);

    const events = await eventsOf(space.id);
    expect(events.map((e) => e.type)).toEqual(['social.SpaceStarted', 'social.SpaceEnded']);
    expect(activity.activityOf(events[1])).toEqual([
      {
        eventType: 'spaces.end',
        userId: host.id,
        text: 'Evening show',
        payload: {
          user: { data: { id: host.id, username: host.screen_name, name: 'Space Host' } },
          broadcast_id: space.id,
          event_type: 'spaces_end',
          title: 'Evening show',
        },
      },
    ]);
  });

  it('answers 409 for ending a Space that has already ended, appending nothing', async () => {
    const host = await newHost();
    const space = (await a.post('/admin/spaces', { host_id: host.id, title: 'Short one' })).body.data;
    expect((await a.delete(`/admin/spaces/${space.id}`)).status).toBe(200);
    const again = await a.delete(`/admin/spaces/${space.id}`);
    expect(again.status).toBe(409);
    expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(again.body).toEqual({
      title: 'Conflict',
      type: 'about:blank',
      status: 409,
      detail: `Space ${space.id} has already ended`,
      parameter: 'space_id',
      value: space.id,
    });
    expect(await eventsOf(space.id)).toHaveLength(2);
  });

  it('answers 404 resource-not-found for an unknown Space', async () => {
    const res = await a.delete('/admin/spaces/1zzzzzzzzzzzz');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      title: 'Not Found Error',
      type: 'https://api.twitter.com/2/problems/resource-not-found',
      status: 404,
      detail: 'Could not find space with id: [1zzzzzzzzzzzz].',
      parameter: 'space_id',
      value: '1zzzzzzzzzzzz',
      resource_id: '1zzzzzzzzzzzz',
      resource_type: 'space',
    });
    expect(await eventsOf('1zzzzzzzzzzzz')).toEqual([]);
    // a malformed id is just as unknown
    const malformed = await a.delete(`/admin/spaces/${encodeURIComponent('not a space!')}`);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toMatchObject({ parameter: 'space_id', value: 'not a space!' });
  });

  it('validates the body and names the bad field; an unknown host is a bad host_id', async () => {
    const host = await newHost();
    const cases: Array<[object, string]> = [
      [{ title: 'No host' }, 'host_id'],
      [{ host_id: 'abc', title: 'Bad host' }, 'host_id'],
      [{ host_id: host.id }, 'title'],
      [{ host_id: host.id, title: '' }, 'title'],
      [{ host_id: host.id, title: '   ' }, 'title'],
      [{ host_id: host.id, title: 'x'.repeat(101) }, 'title'],
      [{ host_id: host.id, title: 7 }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await a.post('/admin/spaces', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
      expect(res.body.errors[0].parameters).toHaveProperty(field);
    }
    const unknown = await a.post('/admin/spaces', { host_id: '42', title: 'Ghost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ message: 'User 42 was not found', parameters: { host_id: ['42'] } }]);
  });

  it('is admin only', async () => {
    expect((await t.api().post('/admin/spaces').send({ host_id: '1', title: 'x' })).status).toBe(401);
    expect((await t.api().delete('/admin/spaces/1qxvvvyLLdnxB')).status).toBe(401);
  });
});
