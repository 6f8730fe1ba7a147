import { invalidParameter, streamKind, type Decider, type DomainEvent } from '@platform/ddd';

/**
 * A one-to-one direct message conversation: the messages its two participants
 * send each other, their read receipts and typing indicators. Simulated through
 * the admin API, so that the activity events these stand for (dm.sent,
 * dm.received, dm.read, dm.indicate_typing) flow. The state keeps, per sender,
 * the id of the last message they sent, which a read receipt points at.
 */
/** The two participants as they were named when the event happened, by user id (absent on events recorded before). */
export type Participants = Record<string, { name: string; screen_name: string }>;

export type DirectMessageSent = DomainEvent<
  'social.DirectMessageSent',
  { eventId: string; conversationId: string; senderId: string; recipientId: string; text: string; createdAt: string; users?: Participants }
>;
export type DirectMessagesRead = DomainEvent<
  'social.DirectMessagesRead',
  { conversationId: string; readerId: string; partnerId: string; lastReadEventId: string | null; readAt: string; users?: Participants }
>;
export type TypingIndicated = DomainEvent<
  'social.TypingIndicated',
  { conversationId: string; senderId: string; recipientId: string; indicatedAt: string; users?: Participants }
>;

export type DmConversationEvent = DirectMessageSent | DirectMessagesRead | TypingIndicated;

export interface DmConversationState {
  /** Id of the last message each participant sent, by sender id. */
  lastMessageBy: Record<string, string>;
}

export interface SendDirectMessage {
  type: 'SendDirectMessage';
  users?: Participants;
  eventId: string;
  senderId: string;
  recipientId: string;
  text: string;
  now: string;
}

export interface MarkDirectMessagesRead {
  type: 'MarkDirectMessagesRead';
  users?: Participants;
  readerId: string;
  partnerId: string;
  now: string;
}

export interface IndicateTyping {
  type: 'IndicateTyping';
  users?: Participants;
  senderId: string;
  recipientId: string;
  now: string;
}

export type DmConversationCommand = SendDirectMessage | MarkDirectMessagesRead | IndicateTyping;

export const MAX_DM_TEXT = 10_000;

/** A message's text, direct or chat: 1 to 10,000 characters, counted as code points. */
export function checkMessageText(text: string): void {
  const length = [...text].length;
  if (length === 0) throw invalidParameter('text', 'text must not be empty');
  if (length > MAX_DM_TEXT) throw invalidParameter('text', `text must be at most ${MAX_DM_TEXT} characters long`);
}

/**
 * The id of the one-to-one conversation between two users as the platform
 * forms it: the two user ids, the smaller first, joined by a dash.
 */
export function oneToOneConversationId(a: string, b: string): string {
  return BigInt(a) <= BigInt(b) ? `${a}-${b}` : `${b}-${a}`;
}

/** The conversation of a user (`self`) with another: the other must be someone else. */
function conversationOf(self: string, other: string, otherParameter: string, selfParameter: string): string {
  if (self === other) throw invalidParameter(otherParameter, `${otherParameter} must be another user than ${selfParameter}`);
  return oneToOneConversationId(self, other);
}

export const dmConversationDecider: Decider<DmConversationState, DmConversationCommand, DmConversationEvent> = {
  initialState: () => ({ lastMessageBy: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'social.DirectMessageSent':
        return { lastMessageBy: { ...state.lastMessageBy, [event.data.senderId]: event.data.eventId } };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SendDirectMessage': {
        const { eventId, senderId, recipientId, text, users, now } = command;
        const conversationId = conversationOf(senderId, recipientId, 'recipient_id', 'sender_id');
        checkMessageText(text);
        return [{ type: 'social.DirectMessageSent', data: { eventId, conversationId, senderId, recipientId, text, createdAt: now, users } }];
      }
      case 'MarkDirectMessagesRead': {
        const { readerId, partnerId, users, now } = command;
        const conversationId = conversationOf(readerId, partnerId, 'conversation_partner_id', 'user_id');
        const lastReadEventId = state.lastMessageBy[partnerId] ?? null;
        return [{ type: 'social.DirectMessagesRead', data: { conversationId, readerId, partnerId, lastReadEventId, readAt: now, users } }];
      }
      case 'IndicateTyping': {
        const { senderId, recipientId, users, now } = command;
        const conversationId = conversationOf(senderId, recipientId, 'recipient_id', 'sender_id');
        return [{ type: 'social.TypingIndicated', data: { conversationId, senderId, recipientId, indicatedAt: now, users } }];
      }
    }
  },
};

export const DM_CONVERSATION_STREAM = 'social.DmConversation';
export const dmConversationStreamId = (conversationId: string) => `${DM_CONVERSATION_STREAM}-${conversationId}`;
/** The one-to-one conversation's stream, named by its two users (either order). */
export const DM_CONVERSATION = streamKind(
  {
    type: DM_CONVERSATION_STREAM,
    streamId: (a: string, b: string) => dmConversationStreamId(oneToOneConversationId(a, b)),
    decider: dmConversationDecider,
    stamp: 'milliseconds',
  },
  { 'social.DirectMessageSent': 1, 'social.DirectMessagesRead': 1, 'social.TypingIndicated': 1 },
);
