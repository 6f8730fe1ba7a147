import { ActivityMappingRegistry, EventStore } from '@platform/event-store';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';

describe('admin API: direct message simulation', () => {
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

  const screenNames = new Map<string, string>();
  const newUser = async () => {
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName('dm'), password: 'x' })).body.data;
    screenNames.set(user.id, user.screen_name);
    return user.id as string;
  };
  /** The activity payloads' `users` map of two participants: v2 users under `data`, as the activity payload page shows them. */
  const usersOf = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, { data: { id, name: expect.any(String), username: screenNames.get(id) } }]));
  /** The Account Activity lists' `users` map: `{id, name, screen_name}` (its introduction's examples). */
  const listUsersOf = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, { id, name: expect.any(String), screen_name: screenNames.get(id) }]));
  /** The Account Activity list beside an activity payload: the same events, the users as the list names them. */
  const listOf = (payload: Record<string, unknown>, ...ids: string[]) => ({ ...payload, users: listUsersOf(...ids) });
  const ms = (iso: string) => String(Date.parse(iso));
  const conversationId = (x: string, y: string) => (BigInt(x) < BigInt(y) ? `${x}-${y}` : `${y}-${x}`);
  const eventsOf = async (x: string, y: string) => (await store.readStream(`social.DmConversation-${conversationId(x, y)}`)).events;

  it('sends a message: 201 with the DM event, appended and mapped to dm.sent and dm.received', async () => {
    const [sender, recipient] = [await newUser(), await newUser()];
    const res = await a.post('/admin/direct_messages', { sender_id: sender, recipient_id: recipient, text: 'Hello there' });
    expect(res.status).toBe(201);
    const message = {
      id: expect.stringMatching(/^[0-9]{1,19}$/),
      event_type: 'MessageCreate',
      text: 'Hello there',
      sender_id: sender,
      dm_conversation_id: conversationId(sender, recipient),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    };
    expect(res.body).toEqual({ data: message });

    const events = await eventsOf(sender, recipient);
    expect(events.map((e) => e.type)).toEqual(['social.DirectMessageSent']);
    expect(events[0].metadata.environment).toBe('production');
    // the activity payload is the direct message event of the activity docs, with both users
    const payload = {
      direct_message_events: [
        {
          type: 'message_create',
          id: res.body.data.id,
          created_timestamp: ms(res.body.data.created_at),
          message_create: {
            target: { recipient_id: recipient },
            sender_id: sender,
            message_data: { text: 'Hello there', entities: { hashtags: [], symbols: [], user_mentions: [], urls: [] } },
          },
        },
      ],
      users: usersOf(sender, recipient),
    };
    expect(activity.activityOf(events[0])).toEqual([
      { eventType: 'dm.sent', userId: sender, direction: 'sent', text: 'Hello there', payload, accountActivity: listOf(payload, sender, recipient) },
      { eventType: 'dm.received', userId: recipient, direction: 'received', text: 'Hello there', payload, accountActivity: listOf(payload, sender, recipient) },
    ]);
  });

  it('keeps both directions of a pair in one conversation', async () => {
    const [x, y] = [await newUser(), await newUser()];
    const one = await a.post('/admin/direct_messages', { sender_id: x, recipient_id: y, text: 'ping' });
    const two = await a.post('/admin/direct_messages', { sender_id: y, recipient_id: x, text: 'pong' });
    expect(two.body.data.dm_conversation_id).toBe(one.body.data.dm_conversation_id);
    expect(BigInt(two.body.data.id) > BigInt(one.body.data.id)).toBe(true);
    expect((await eventsOf(x, y)).map((e) => (e.data as { text: string }).text)).toEqual(['ping', 'pong']);
  });

  it('marks messages read: 200 with the receipt naming the last message the partner sent, mapped to dm.read for the partner', async () => {
    const [reader, partner] = [await newUser(), await newUser()];
    const first = (await a.post('/admin/direct_messages', { sender_id: partner, recipient_id: reader, text: 'one' })).body.data;
    const last = (await a.post('/admin/direct_messages', { sender_id: partner, recipient_id: reader, text: 'two' })).body.data;
    await a.post('/admin/direct_messages', { sender_id: reader, recipient_id: partner, text: 'my own reply' });
    expect(first.id).not.toBe(last.id);

    const res = await a.post('/admin/direct_messages/read', { user_id: reader, conversation_partner_id: partner });
    expect(res.status).toBe(200);
    const receipt = {
      dm_conversation_id: conversationId(reader, partner),
      user_id: reader,
      conversation_partner_id: partner,
      last_read_event_id: last.id,
      created_at: expect.any(String),
    };
    expect(res.body).toEqual({ data: receipt });

    const events = await eventsOf(reader, partner);
    const read = events[events.length - 1];
    expect(read.type).toBe('social.DirectMessagesRead');
    expect(activity.activityOf(read)).toEqual([
      {
        eventType: 'dm.read',
        userId: partner,
        direction: 'received',
        payload: {
          direct_message_mark_read_events: [
            { created_timestamp: ms(res.body.data.created_at), sender_id: reader, target: { recipient_id: partner }, last_read_event_id: last.id },
          ],
          users: usersOf(reader, partner),
        },
        accountActivity: {
          direct_message_mark_read_events: [
            { created_timestamp: ms(res.body.data.created_at), sender_id: reader, target: { recipient_id: partner }, last_read_event_id: last.id },
          ],
          users: listUsersOf(reader, partner),
        },
      },
    ]);
  });

  it('answers a read receipt without last_read_event_id when the partner sent nothing', async () => {
    const [reader, partner] = [await newUser(), await newUser()];
    const res = await a.post('/admin/direct_messages/read', { user_id: reader, conversation_partner_id: partner });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('last_read_event_id');
    expect(res.body.data).toMatchObject({ user_id: reader, conversation_partner_id: partner });
  });

  it('indicates typing: 200, appended and mapped to dm.indicate_typing for the recipient', async () => {
    const [sender, recipient] = [await newUser(), await newUser()];
    const res = await a.post('/admin/direct_messages/typing', { sender_id: sender, recipient_id: recipient });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { dm_conversation_id: conversationId(sender, recipient), sender_id: sender, recipient_id: recipient, created_at: expect.any(String) },
    });
    const [typing] = await eventsOf(sender, recipient);
    expect(typing.type).toBe('social.TypingIndicated');
    expect(activity.activityOf(typing)).toEqual([
      {
        eventType: 'dm.indicate_typing',
        userId: recipient,
        direction: 'received',
        payload: {
          direct_message_indicate_typing_events: [{ created_timestamp: ms(res.body.data.created_at), sender_id: sender, target: { recipient_id: recipient } }],
          users: usersOf(sender, recipient),
        },
        accountActivity: {
          direct_message_indicate_typing_events: [{ created_timestamp: ms(res.body.data.created_at), sender_id: sender, target: { recipient_id: recipient } }],
          users: listUsersOf(sender, recipient),
        },
      },
    ]);
  });

  it('validates the bodies and names the bad field', async () => {
    const [x, y] = [await newUser(), await newUser()];
    const cases: Array<[string, object, string]> = [
      ['/admin/direct_messages', { recipient_id: y, text: 'hi' }, 'sender_id'],
      ['/admin/direct_messages', { sender_id: 'abc', recipient_id: y, text: 'hi' }, 'sender_id'],
      ['/admin/direct_messages', { sender_id: x, recipient_id: 12, text: 'hi' }, 'recipient_id'],
      ['/admin/direct_messages', { sender_id: x, recipient_id: y }, 'text'],
      ['/admin/direct_messages', { sender_id: x, recipient_id: y, text: '' }, 'text'],
      ['/admin/direct_messages', { sender_id: x, recipient_id: y, text: 'x'.repeat(10_001) }, 'text'],
      ['/admin/direct_messages', { sender_id: x, recipient_id: x, text: 'to myself' }, 'recipient_id'],
      ['/admin/direct_messages/read', { user_id: x }, 'conversation_partner_id'],
      ['/admin/direct_messages/read', { user_id: x, conversation_partner_id: x }, 'conversation_partner_id'],
      ['/admin/direct_messages/typing', { sender_id: x, recipient_id: 'me' }, 'recipient_id'],
      ['/admin/direct_messages/typing', { sender_id: x, recipient_id: x }, 'recipient_id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await a.post(path, body);
      expect({ path, field, status: res.status }).toEqual({ path, field, status: 400 });
      expect(res.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
      expect(res.body.errors[0].parameters).toHaveProperty(field);
    }
    expect((await a.post('/admin/direct_messages', { sender_id: x, recipient_id: y, text: '😀'.repeat(10_000) })).status).toBe(201);
  });

  it('refuses unknown users, naming the field, and appends nothing', async () => {
    const known = await newUser();
    const unknown = '42';
    const cases: Array<[string, object, string]> = [
      ['/admin/direct_messages', { sender_id: unknown, recipient_id: known, text: 'hi' }, 'sender_id'],
      ['/admin/direct_messages', { sender_id: known, recipient_id: unknown, text: 'hi' }, 'recipient_id'],
      ['/admin/direct_messages/read', { user_id: unknown, conversation_partner_id: known }, 'user_id'],
      ['/admin/direct_messages/read', { user_id: known, conversation_partner_id: unknown }, 'conversation_partner_id'],
      ['/admin/direct_messages/typing', { sender_id: known, recipient_id: unknown }, 'recipient_id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await a.post(path, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ message: `User ${unknown} was not found`, parameters: { [field]: [unknown] } }]);
    }
    expect(await eventsOf(known, unknown)).toEqual([]);
  });

  it('is admin only', async () => {
    const res = await t.api().post('/admin/direct_messages').send({ sender_id: '1', recipient_id: '2', text: 'hi' });
    expect(res.status).toBe(401);
  });
});
