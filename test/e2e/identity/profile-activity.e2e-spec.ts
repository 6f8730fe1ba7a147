import { ActivityMappingRegistry, EventStore } from '@platform/event-store';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';

describe('profile changes as activity events', () => {
  let t: TestApp;
  let a: ReturnType<typeof admin>;

  beforeAll(async () => {
    t = await startTestApp();
    a = admin(t);
  });
  afterAll(() => t.close());

  it('maps each field a PATCH /admin/users/:id changes to its profile.update.* occurrence', async () => {
    const oldHandle = uniqueScreenName('pa');
    const user = (await a.post('/admin/users', { screen_name: oldHandle, password: 'x', name: 'Old', description: 'old bio' })).body.data;
    const newHandle = uniqueScreenName('pb');
    const res = await a.patch(`/admin/users/${user.id}`, { description: 'new bio', name: 'New', screen_name: newHandle, verified: true });
    expect(res.status).toBe(200);

    const { events } = await t.app.get(EventStore).readStream(`identity.User-${user.id}`);
    const registry = t.app.get(ActivityMappingRegistry);
    const occurrences = events.flatMap((event) => registry.activityOf(event));
    expect(occurrences).toEqual([
      { eventType: 'profile.update.screenname', userId: user.id, text: 'New', payload: { before: 'Old', after: 'New' } },
      { eventType: 'profile.update.bio', userId: user.id, text: 'new bio', payload: { before: 'old bio', after: 'new bio' } },
      { eventType: 'profile.update.handle', userId: user.id, text: newHandle, payload: { before: oldHandle, after: newHandle } },
      { eventType: 'profile.update.verified', userId: user.id, text: 'true', payload: { before: 'false', after: 'true' } },
    ]);
  });

  it('yields a profile.update.bio occurrence for a description-only change, and none when nothing changes', async () => {
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName('pc'), password: 'x' })).body.data;
    await a.patch(`/admin/users/${user.id}`, { description: 'Hiking, coffee' });
    await a.patch(`/admin/users/${user.id}`, { description: 'Hiking, coffee' });
    const { events } = await t.app.get(EventStore).readStream(`identity.User-${user.id}`);
    const occurrences = events.flatMap((event) => t.app.get(ActivityMappingRegistry).activityOf(event));
    expect(occurrences).toEqual([
      { eventType: 'profile.update.bio', userId: user.id, text: 'Hiking, coffee', payload: { before: '', after: 'Hiking, coffee' } },
    ]);
  });
});
