import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import { textEntities } from '@modules/posts';
import type { DirectMessageSent, DirectMessagesRead, TypingIndicated } from '../domain/dm-conversation';
import { activityUsers, activityV2Users, timestampMs } from './activity-users';

/**
 * How direct message activity becomes activity events, and the answers of
 * the admin API's direct message endpoints (the platform's v2 DmEvent
 * shapes, which the activity payloads are not).
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

/**
 * How a payload names the participants: the activity payloads as v2 users
 * under `data` (`x-api/activity/event-payloads.mdx`), the Account Activity
 * lists as `{id, name, screen_name}` (its introduction's examples).
 */
export type UsersStyle = 'activity' | 'account_activity';
const usersMap = (style: UsersStyle, ids: string[], users: DirectMessageSent['data']['users']) =>
  style === 'activity' ? activityV2Users(ids, users) : activityUsers(ids, users);

/**
 * The payload of a message, as the activity docs show direct message events:
 * `direct_message_events` (a `message_create` with its target, sender and
 * text with entities) and the participants in `users`.
 */
export function dmActivityPayload(data: DirectMessageSent['data'], style: UsersStyle = 'activity'): Record<string, unknown> {
  return {
    direct_message_events: [
      {
        type: 'message_create',
        id: data.eventId,
        created_timestamp: timestampMs(data.createdAt),
        message_create: {
          target: { recipient_id: data.recipientId },
          sender_id: data.senderId,
          message_data: { text: data.text, entities: textEntities(data.text) },
        },
      },
    ],
    users: usersMap(style, [data.senderId, data.recipientId], data.users),
  };
}

/** A read receipt: `direct_message_mark_read_events` (the reader as sender, the partner as target). */
export function dmReadActivityPayload(data: DirectMessagesRead['data'], style: UsersStyle = 'activity'): Record<string, unknown> {
  return {
    direct_message_mark_read_events: [
      {
        created_timestamp: timestampMs(data.readAt),
        sender_id: data.readerId,
        target: { recipient_id: data.partnerId },
        ...(data.lastReadEventId !== null ? { last_read_event_id: data.lastReadEventId } : {}),
      },
    ],
    users: usersMap(style, [data.readerId, data.partnerId], data.users),
  };
}

/** A typing indicator: `direct_message_indicate_typing_events`. */
export function dmTypingActivityPayload(data: TypingIndicated['data'], style: UsersStyle = 'activity'): Record<string, unknown> {
  return {
    direct_message_indicate_typing_events: [
      { created_timestamp: timestampMs(data.indicatedAt), sender_id: data.senderId, target: { recipient_id: data.recipientId } },
    ],
    users: usersMap(style, [data.senderId, data.recipientId], data.users),
  };
}

const occurrence = (
  eventType: string,
  userId: string,
  direction: 'sent' | 'received',
  payload: (style: UsersStyle) => Record<string, unknown>,
  text?: string,
): ActivityOccurrence => ({
  eventType,
  userId,
  direction,
  ...(text !== undefined ? { text } : {}),
  payload: payload('activity'),
  accountActivity: payload('account_activity'),
});

/**
 * A message is `dm.sent` for its sender and `dm.received` for its recipient;
 * a read receipt and a typing indicator go to the other party only (the one
 * whose messages were read, the one who sees the typing), as `received`.
 */
export const dmActivity: ActivityMapping = {
  eventTypes: ['social.DirectMessageSent', 'social.DirectMessagesRead', 'social.TypingIndicated'],
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const e = event as unknown as RecordedEvent<DirectMessageSent | DirectMessagesRead | TypingIndicated>;
    switch (e.type) {
      case 'social.DirectMessageSent': {
        const data = e.data as DirectMessageSent['data'];
        return [
          occurrence('dm.sent', data.senderId, 'sent', (style) => dmActivityPayload(data, style), data.text),
          occurrence('dm.received', data.recipientId, 'received', (style) => dmActivityPayload(data, style), data.text),
        ];
      }
      case 'social.DirectMessagesRead': {
        const data = e.data as DirectMessagesRead['data'];
        return [occurrence('dm.read', data.partnerId, 'received', (style) => dmReadActivityPayload(data, style))];
      }
      case 'social.TypingIndicated': {
        const data = e.data as TypingIndicated['data'];
        return [occurrence('dm.indicate_typing', data.recipientId, 'received', (style) => dmTypingActivityPayload(data, style))];
      }
      default:
        return [];
    }
  },
};
