import type { DomainEvent } from '@platform/ddd';
import { ActivityMappingRegistry, type RecordedEvent } from '@platform/event-store';
import { dmConversationDecider, type DmConversationCommand } from '../domain/dm-conversation';
import { spaceDecider, type SpaceCommand } from '../domain/space';
import { dmActivity } from './dm-activity';
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

  it('is dm.sent for the sender and dm.received for the recipient, the DmEvent as payload and the text as text', () => {
    const [occurrences] = conversation({ type: 'SendDirectMessage', eventId: '100', senderId: '12', recipientId: '7', text: 'Hello', now });
    const payload = { id: '100', event_type: 'MessageCreate', text: 'Hello', sender_id: '12', dm_conversation_id: '7-12', created_at: now };
    expect(occurrences).toEqual([
      { eventType: 'dm.sent', userId: '12', direction: 'sent', text: 'Hello', payload },
      { eventType: 'dm.received', userId: '7', direction: 'received', text: 'Hello', payload },
    ]);
    expect(occurrences[0].payload).not.toHaveProperty('participant_ids');
    expect(occurrences[0].payload).not.toBe(occurrences[1].payload);
  });

  it('is dm.read for the reader (sent) and the partner (received), naming the last message read', () => {
    const [, read] = conversation(
      { type: 'SendDirectMessage', eventId: '100', senderId: '12', recipientId: '7', text: 'Hello', now },
      { type: 'MarkDirectMessagesRead', readerId: '7', partnerId: '12', now: later },
    );
    const payload = { dm_conversation_id: '7-12', user_id: '7', conversation_partner_id: '12', last_read_event_id: '100', created_at: later };
    expect(read).toEqual([
      { eventType: 'dm.read', userId: '7', direction: 'sent', payload },
      { eventType: 'dm.read', userId: '12', direction: 'received', payload },
    ]);
  });

  it('leaves last_read_event_id out when the partner sent nothing', () => {
    const [read] = conversation({ type: 'MarkDirectMessagesRead', readerId: '7', partnerId: '12', now });
    expect(read[0].payload).toEqual({ dm_conversation_id: '7-12', user_id: '7', conversation_partner_id: '12', created_at: now });
  });

  it('is dm.indicate_typing for the sender (sent) and the recipient (received)', () => {
    const [typing] = conversation({ type: 'IndicateTyping', senderId: '7', recipientId: '12', now });
    const payload = { dm_conversation_id: '7-12', sender_id: '7', recipient_id: '12', created_at: now };
    expect(typing).toEqual([
      { eventType: 'dm.indicate_typing', userId: '7', direction: 'sent', payload },
      { eventType: 'dm.indicate_typing', userId: '12', direction: 'received', payload },
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
