import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { DirectMessageSent, DirectMessagesRead, TypingIndicated } from '../domain/dm-conversation';

/**
 * How direct message activity becomes activity events: each event is one
 * occurrence for the user who did it (direction `sent`) and one for the other
 * participant (`received`). The payloads are what the admin API answers too.
 */

/** A message as the platform's v2 DmEvent shows it (no `participant_ids`: only join and leave events carry them). */
export interface DmEventPayload {
  id: string;
  event_type: 'MessageCreate';
  text: string;
  sender_id: string;
  dm_conversation_id: string;
  created_at: string;
}

export interface DmReadPayload {
  dm_conversation_id: string;
  /** The reader. */
  user_id: string;
  conversation_partner_id: string;
  /** The last message the partner had sent when the reader read; absent when there was none. */
  last_read_event_id?: string;
  created_at: string;
}

export interface DmTypingPayload {
  dm_conversation_id: string;
  sender_id: string;
  recipient_id: string;
  created_at: string;
}

export function dmEventPayload(data: DirectMessageSent['data']): DmEventPayload {
  return {
    id: data.eventId,
    event_type: 'MessageCreate',
    text: data.text,
    sender_id: data.senderId,
    dm_conversation_id: data.conversationId,
    created_at: data.createdAt,
  };
}

export function dmReadPayload(data: DirectMessagesRead['data']): DmReadPayload {
  return {
    dm_conversation_id: data.conversationId,
    user_id: data.readerId,
    conversation_partner_id: data.partnerId,
    ...(data.lastReadEventId !== null ? { last_read_event_id: data.lastReadEventId } : {}),
    created_at: data.readAt,
  };
}

export function dmTypingPayload(data: TypingIndicated['data']): DmTypingPayload {
  return {
    dm_conversation_id: data.conversationId,
    sender_id: data.senderId,
    recipient_id: data.recipientId,
    created_at: data.indicatedAt,
  };
}

/** One occurrence for the actor and one for the other participant, each with its own copy of the payload. */
function bothSides(
  [sentType, receivedType]: [string, string],
  actorId: string,
  otherId: string,
  payload: object,
  text?: string,
): ActivityOccurrence[] {
  const occurrence = (eventType: string, userId: string, direction: 'sent' | 'received'): ActivityOccurrence => ({
    eventType,
    userId,
    direction,
    ...(text !== undefined ? { text } : {}),
    payload: { ...payload },
  });
  return [occurrence(sentType, actorId, 'sent'), occurrence(receivedType, otherId, 'received')];
}

export const dmActivity: ActivityMapping = {
  eventTypes: ['social.DirectMessageSent', 'social.DirectMessagesRead', 'social.TypingIndicated'],
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const e = event as unknown as RecordedEvent<DirectMessageSent | DirectMessagesRead | TypingIndicated>;
    switch (e.type) {
      case 'social.DirectMessageSent': {
        const data = e.data as DirectMessageSent['data'];
        return bothSides(['dm.sent', 'dm.received'], data.senderId, data.recipientId, dmEventPayload(data), data.text);
      }
      case 'social.DirectMessagesRead': {
        const data = e.data as DirectMessagesRead['data'];
        return bothSides(['dm.read', 'dm.read'], data.readerId, data.partnerId, dmReadPayload(data));
      }
      case 'social.TypingIndicated': {
        const data = e.data as TypingIndicated['data'];
        return bothSides(['dm.indicate_typing', 'dm.indicate_typing'], data.senderId, data.recipientId, dmTypingPayload(data));
      }
      default:
        return [];
    }
  },
};
