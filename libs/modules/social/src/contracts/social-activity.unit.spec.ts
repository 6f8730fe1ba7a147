import type { DomainEvent } from '@platform/ddd';
import { ActivityMappingRegistry, type RecordedEvent } from '@platform/event-store';
import { dmConversationDecider, type DmConversationCommand } from '../domain/dm-conversation';
import { chatConversationDecider } from '../domain/chat-conversation';
import { newsStoryDecider } from '../domain/news-story';
import { relationshipDecider } from '../domain/relationship';
import { spaceDecider, type SpaceCommand } from '../domain/space';
import { chatActivity } from './chat-activity';
import { dmActivity } from './dm-activity';
import { newsActivity } from './news-activity';
import { relationshipActivity } from './relationship-activity';
import { spacesActivity } from './spaces-activity';

const now = '2026-04-01T12:00:00.000Z';
const later = '2026-04-01T12:05:00.000Z';

/** Runs commands through a decider and records the events as the store would. */
function recorded<S, C, E extends DomainEvent>(
  decider: { initialState(): S; evolve(s: S, e: E): S; decide(c: C, s: S): E[] },
  commands: C[],
): RecordedEvent[] {
  let state = decider.initialState();
  const out: RecordedEvent[] = [];
  for (const command of commands) {
    for (const event of decider.decide(command, state)) {
      state = decider.evolve(state, event);
      out.push({
        type: event.type,
        data: event.data,
        schemaVersion: 1,
        eventId: `e${out.length + 1}`,
        streamId: 'test',
        streamType: 'test',
        streamPosition: out.length + 1,
        globalPosition: String(out.length + 1),
        transactionId: '1',
        accountId: null,
        metadata: { environment: 'production' },
        occurredAt: new Date(now),
        recordedAt: new Date(now),
      });
    }
  }
  return out;
}

const registry = new ActivityMappingRegistry();
registry.register(dmActivity, spacesActivity);

describe('direct message activity', () => {
  const conversation = (...commands: DmConversationCommand[]) =>
    recorded(dmConversationDecider, commands).map((event) => registry.activityOf(event));

  const users = { '12': { name: 'Twelve', screen_name: 'twelve' }, '7': { name: 'Seven', screen_name: 'seven' } };
  /** The activity payloads name users as v2 users under `data`; the Account Activity lists as `{id, name, screen_name}`. */
  const usersPayload = { '12': { data: { id: '12', name: 'Twelve', username: 'twelve' } }, '7': { data: { id: '7', name: 'Seven', username: 'seven' } } };
  const usersList = { '12': { id: '12', name: 'Twelve', screen_name: 'twelve' }, '7': { id: '7', name: 'Seven', screen_name: 'seven' } };
  /** The Account Activity list of a payload: the same events, the users as the list names them. */
  const listOf = (payload: Record<string, unknown>) => ({ ...payload, users: usersList });
  const ms = (iso: string) => String(Date.parse(iso));

  it('is dm.sent for the sender and dm.received for the recipient, the direct message event as payload and the text as text', () => {
    const [occurrences] = conversation({ type: 'SendDirectMessage', eventId: '100', senderId: '12', recipientId: '7', text: 'Hello #aviary @seven', users, now });
    const payload = {
      direct_message_events: [
        {
          type: 'message_create',
          id: '100',
          created_timestamp: ms(now),
          message_create: {
            target: { recipient_id: '7' },
            sender_id: '12',
            message_data: {
              text: 'Hello #aviary @seven',
              entities: {
                hashtags: [{ text: 'aviary', indices: [6, 13] }],
                symbols: [],
                user_mentions: [{ screen_name: 'seven', indices: [14, 20] }],
                urls: [],
              },
            },
          },
        },
      ],
      users: usersPayload,
    };
    expect(occurrences).toEqual([
      { eventType: 'dm.sent', userId: '12', direction: 'sent', text: 'Hello #aviary @seven', payload, accountActivity: listOf(payload) },
      { eventType: 'dm.received', userId: '7', direction: 'received', text: 'Hello #aviary @seven', payload, accountActivity: listOf(payload) },
    ]);
    expect(occurrences[0].payload).not.toBe(occurrences[1].payload);
  });

  it('names users by id alone for messages recorded before names were kept', () => {
    const [[sent]] = conversation({ type: 'SendDirectMessage', eventId: '100', senderId: '12', recipientId: '7', text: 'Hi', now });
    expect((sent.payload as { users: unknown }).users).toEqual({ '12': { data: { id: '12' } }, '7': { data: { id: '7' } } });
    expect((sent.accountActivity as { users: unknown }).users).toEqual({ '12': { id: '12' }, '7': { id: '7' } });
  });

  it('is dm.read for the other party only (the partner whose messages were read), naming the last message read', () => {
    const [, read] = conversation(
      { type: 'SendDirectMessage', eventId: '100', senderId: '12', recipientId: '7', text: 'Hello', users, now },
      { type: 'MarkDirectMessagesRead', readerId: '7', partnerId: '12', users, now: later },
    );
    const payload = {
      direct_message_mark_read_events: [{ created_timestamp: ms(later), sender_id: '7', target: { recipient_id: '12' }, last_read_event_id: '100' }],
      users: usersPayload,
    };
    expect(read).toEqual([{ eventType: 'dm.read', userId: '12', direction: 'received', payload, accountActivity: listOf(payload) }]);
  });

  it('leaves last_read_event_id out when the partner sent nothing', () => {
    const [read] = conversation({ type: 'MarkDirectMessagesRead', readerId: '7', partnerId: '12', users, now });
    expect(read[0].payload).toEqual({
      direct_message_mark_read_events: [{ created_timestamp: ms(now), sender_id: '7', target: { recipient_id: '12' } }],
      users: usersPayload,
    });
  });

  it('is dm.indicate_typing for the other party only (who sees the typing)', () => {
    const [typing] = conversation({ type: 'IndicateTyping', senderId: '7', recipientId: '12', users, now });
    expect(typing).toEqual([
      {
        eventType: 'dm.indicate_typing',
        userId: '12',
        direction: 'received',
        payload: { direct_message_indicate_typing_events: [{ created_timestamp: ms(now), sender_id: '7', target: { recipient_id: '12' } }], users: usersPayload },
        accountActivity: { direct_message_indicate_typing_events: [{ created_timestamp: ms(now), sender_id: '7', target: { recipient_id: '12' } }], users: usersList },
      },
    ]);
  });
});

describe('Spaces activity', () => {
  it('is spaces.start and spaces.end for the host, with the host, the Space id and the title', () => {
    const host = { id: '42', username: 'alice', name: 'Alice' };
    const commands: SpaceCommand[] = [
      { type: 'StartSpace', spaceId: '1qxvvvyLLdnxB', title: 'Morning show', host, now },
      { type: 'EndSpace', spaceId: '1qxvvvyLLdnxB', now: later },
    ];
    const [start, end] = recorded(spaceDecider, commands).map((event) => registry.activityOf(event));
    const payload = (event_type: string) => ({ user: { data: host }, broadcast_id: '1qxvvvyLLdnxB', event_type, title: 'Morning show' });
    expect(start).toEqual([{ eventType: 'spaces.start', userId: '42', text: 'Morning show', payload: payload('spaces_start') }]);
    expect(end).toEqual([{ eventType: 'spaces.end', userId: '42', text: 'Morning show', payload: payload('spaces_end') }]);
    expect(start[0]).not.toHaveProperty('direction');
  });

  it('covers every event type of the module that stands for activity', () => {
    expect(registry.eventTypes().sort()).toEqual([
      'social.DirectMessageSent',
      'social.DirectMessagesRead',
      'social.SpaceEnded',
      'social.SpaceStarted',
      'social.TypingIndicated',
    ]);
  });
});

describe('relationship, chat and news activity', () => {
  const registry = new ActivityMappingRegistry();
  registry.register(relationshipActivity, chatActivity, newsActivity);
  const told = (events: RecordedEvent[]) => events.flatMap((e) => registry.activityOf(e)).map((o) => [o.eventType, o.userId ?? null, o.direction ?? null]);

  it('tells both users of a follow, only the source of the rest', () => {
    const change = (kind: 'follow' | 'mute' | 'block', on: boolean) => ({ type: 'ChangeRelationship' as const, kind, on, sourceId: '1', targetId: '2', now });
    const events = recorded(relationshipDecider, [change('follow', true), change('follow', false), change('mute', true), change('mute', false), change('block', true), change('block', false)]);
    expect(told(events)).toEqual([
      ['follow.follow', '1', null],
      ['follow.follow', '2', null],
      ['follow.unfollow', '1', null],
      ['mute.mute', '1', null],
      ['mute.unmute', '1', null],
      ['block.block', '1', null],
      ['block.unblock', '1', null],
    ]);
    // the activity payload is the pair of v2 users; the Account Activity list rides beside it
    expect(registry.activityOf(events[0])[0].payload).toEqual({ source: { data: { id: '1' } }, target: { data: { id: '2' } } });
    expect(registry.activityOf(events[0])[0].accountActivity).toEqual({
      follow_events: [{ type: 'follow', created_timestamp: String(Date.parse(now)), source: { id: '1' }, target: { id: '2' } }],
    });
  });

  it('tells chat participants with their directions', () => {
    const events = recorded(chatConversationDecider, [
      { type: 'StartChatConversation', conversationId: 'c', participantIds: ['1', '2'], now },
      { type: 'JoinChatConversation', conversationId: 'c', userId: '3', now: later },
      { type: 'SendChatMessage', conversationId: 'c', messageId: 'm', senderId: '3', text: 'yo', now: later },
    ]);
    expect(told(events)).toEqual([
      ['chat.conversation_join', '1', 'sent'],
      ['chat.conversation_join', '2', 'sent'],
      ['chat.conversation_join', '3', 'sent'],
      ['chat.conversation_join', '1', 'received'],
      ['chat.conversation_join', '2', 'received'],
      ['chat.sent', '3', 'sent'],
      ['chat.received', '1', 'received'],
      ['chat.received', '2', 'received'],
    ]);
  });

  it('makes a news story a news.new about no user, matched by its name and summary', () => {
    const [event] = recorded(newsStoryDecider, [{ type: 'PublishNewsStory', storyId: 's', name: 'Rain', summary: 'Rivers rise', now }]);
    expect(registry.activityOf(event)).toEqual([
      { eventType: 'news.new', text: 'Rain\nRivers rise', payload: { id: 's', name: 'Rain', summary: 'Rivers rise', updated_at: new Date(now).toISOString() } },
    ]);
  });
});
