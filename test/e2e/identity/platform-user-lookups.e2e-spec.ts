import { Client } from '@xdevplatform/xdk';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const PROBLEMS = 'https://api.twitter.com/2/problems';

/** The platform's user lookups: by id, by ids, by @handles, and what they answer for users that are not there. */
describe('GET /2/users lookups', () => {
  let t: TestApp;
  let base: string;
  let p: PlatformApp;
  const receivers: WebhookReceiver[] = [];
  let alice: { id: string; screen_name: string };
  let bob: { id: string; screen_name: string };

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    p = await newPlatformApp(t, base, receivers, 'Lookups');
    const newUser = async (extra: object = {}) =>
      (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('lk'), password: 'pw-123456', ...extra }).expect(201)).body.data;
    alice = await newUser({ name: 'Alice', description: 'hello' });
    bob = await newUser();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  // a list's detail names what each value is (`id`, `username`); `parameter` names the list
  const notFound = (parameter: string, value: string, detail = `Could not find user with ${parameter}: [${value}].`) => ({
    value,
    detail,
    title: 'Not Found Error',
    resource_type: 'user',
    parameter,
    resource_id: value,
    type: `${PROBLEMS}/resource-not-found`,
  });

  it('looks a user up by id, with the fields asked for, app-only or in user context', async () => {
    const res = await p.call('GET', `/2/users/${alice.id}?user.fields=description,created_at`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { id: alice.id, name: 'Alice', username: alice.screen_name, description: 'hello', created_at: expect.any(String) },
    });
    expect(res.headers['x-rate-limit-limit']).toBe(String(300 * 1000));
    const asBob = await p.asUser(bob.id);
    expect((await asBob('GET', `/2/users/${alice.id}`)).body).toEqual({ data: { id: alice.id, name: 'Alice', username: alice.screen_name } });
    // every field the OpenAPI document lists is taken; those a user here has no value for are left out
    const listed = await p.call('GET', `/2/users/${alice.id}?user.fields=public_metrics,pinned_tweet_id,pinned_post_id,withheld,entities,protected`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ data: { id: alice.id, name: 'Alice', username: alice.screen_name, protected: false } });
    const following = await p.call('GET', `/2/users/${bob.id}/following?user.fields=public_metrics,verified`);
    expect(following.status).toBe(200);

    // no such user: 200 with the partial error; a malformed id: 400 naming it
    expect((await p.call('GET', '/2/users/123456789012')).body).toEqual({ errors: [notFound('id', '123456789012')] });
    const malformed = await p.call('GET', '/2/users/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      type: `${PROBLEMS}/invalid-request`,
      errors: [{ message: 'The `id` query parameter value [abc] does not match ^[0-9]{1,19}$', parameters: { id: ['abc'] } }],
    });
    expect((await t.api().get(`/2/users/${alice.id}`)).status).toBe(401);
  });

  it('looks users up by ids and by usernames, in the order asked, naming those not found', async () => {
    const byIds = await p.call('GET', `/2/users?ids=${bob.id},123456789012,${alice.id},${bob.id}`);
    expect(byIds.status).toBe(200);
    expect(byIds.body).toEqual({
      data: [
        { id: bob.id, name: expect.any(String), username: bob.screen_name },
        { id: alice.id, name: 'Alice', username: alice.screen_name },
      ],
      errors: [notFound('ids', '123456789012', 'Could not find user with id: [123456789012].')],
    });
    const byNames = await p.call('GET', `/2/users/by?usernames=${alice.screen_name.toUpperCase()},nobody_here_1,${bob.screen_name}&user.fields=verified`);
    expect(byNames.body).toEqual({
      data: [
        { id: alice.id, name: 'Alice', username: alice.screen_name, verified: false },
        { id: bob.id, name: expect.any(String), username: bob.screen_name, verified: false },
      ],
      errors: [notFound('usernames', 'nobody_here_1', 'Could not find user with username: [nobody_here_1].')],
    });
    // none found: only the errors
    expect((await p.call('GET', '/2/users/by?usernames=nobody_here_1')).body).toEqual({ errors: [notFound('usernames', 'nobody_here_1', 'Could not find user with username: [nobody_here_1].')] });
  });

  it('refuses empty, over-long and malformed lists, naming the parameter and each bad value', async () => {
    const refusal = async (path: string) => {
      const res = await p.call('GET', path);
      expect(res.status).toBe(400);
      expect(res.body.type).toBe(`${PROBLEMS}/invalid-request`);
      return res.body.errors;
    };
    expect(await refusal('/2/users')).toEqual([{ message: 'ids is required', parameters: { ids: [''] } }]);
    expect(await refusal('/2/users?ids=')).toEqual([{ message: 'The `ids` query parameter can not be empty', parameters: { ids: [''] } }]);
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',');
    expect(await refusal(`/2/users?ids=${many}`)).toEqual([
      { message: 'The number of values in the `ids` query parameter list [101] is not between 1 and 100', parameters: { ids: [many] } },
    ]);
    expect(await refusal('/2/users?ids=1,x,2,y')).toEqual([
      { message: 'The `ids` query parameter value [x] does not match ^[0-9]{1,19}$', parameters: { ids: ['x'] } },
      { message: 'The `ids` query parameter value [y] does not match ^[0-9]{1,19}$', parameters: { ids: ['y'] } },
    ]);
    expect(await refusal('/2/users/by?usernames=no-dashes')).toEqual([
      { message: 'The `usernames` query parameter value [no-dashes] does not match ^[A-Za-z0-9_]{1,15}$', parameters: { usernames: ['no-dashes'] } },
    ]);
    // a csv list is named as it was sent
    expect((await refusal(`/2/users/${alice.id}?user.fields=created_at,nonsense`))[0].parameters).toEqual({ 'user.fields': ['created_at,nonsense'] });

    // the problem's detail explains this error: the one failure's message, or that several parameters failed
    const one = await p.call('GET', '/2/users?ids=');
    expect(one.body).toMatchObject({ title: 'Invalid Request', detail: 'The `ids` query parameter can not be empty' });
    const several = await p.call('GET', '/2/users?ids=1,x,2,y');
    expect(several.body.detail).toBe('One or more parameters to your request was invalid.');
  });

  it('answers the official TypeScript SDK unchanged but for baseUrl', async () => {
    const sdk = new Client({ bearerToken: p.token, baseUrl: base });
    const one = await sdk.users.getById(alice.id, { userFields: ['description'] });
    expect(one.data).toEqual({ id: alice.id, name: 'Alice', username: alice.screen_name, description: 'hello' });
    const some = await sdk.users.getByIds([alice.id, bob.id]);
    expect(some.data?.map((u) => u.id)).toEqual([alice.id, bob.id]);
    const named = await sdk.users.getByUsernames([bob.screen_name]);
    expect(named.data?.map((u) => u.username)).toEqual([bob.screen_name]);
  });
});
