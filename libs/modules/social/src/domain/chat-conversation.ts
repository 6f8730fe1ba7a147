import { conflict, invalidParameter, notFound, streamKind, type Decider, type DomainEvent } from '@platform/ddd';
import { checkMessageText } from './dm-conversation';

/**
 * A chat conversation (the platform's encrypted chat, beside direct
 * messages), simulated through the admin API so that its activity events
 * (chat.conversation_join, chat.sent, chat.received) flow: started by a group
 * of users, joined by others later, with messages sent by its participants to
 * the others. One stream per conversation.
 */
export type ChatConversationStarted = DomainEvent<
  'social.ChatConversationStarted',
  { conversationId: string; participantIds: string[]; startedAt: string }
>;
export type ChatParticipantJoined = DomainEvent<
  'social.ChatParticipantJoined',
  { conversationId: string; userId: string; memberIds: string[]; joinedAt: string }
>;
export type ChatMessageSent = DomainEvent<
  'social.ChatMessageSent',
  { conversationId: string; messageId: string; senderId: string; recipientIds: string[]; text: string; sentAt: string }
>;
export type ChatConversationEvent = ChatConversationStarted | ChatParticipantJoined | ChatMessageSent;

export interface ChatConversationState {
  exists: boolean;
  /** The participants, in the order they joined. */
  participantIds: string[];
}

export type ChatConversationCommand =
  | { type: 'StartChatConversation'; conversationId: string; participantIds: string[]; now: string }
  | { type: 'JoinChatConversation'; conversationId: string; userId: string; now: string }
  | { type: 'SendChatMessage'; conversationId: string; messageId: string; senderId: string; text: string; now: string };

export const MIN_CHAT_PARTICIPANTS = 2;
export const MAX_CHAT_PARTICIPANTS = 50;

const chatNotFound = (id: string) => notFound(`Chat conversation ${id} was not found`, 'conversation_id');

export const chatConversationDecider: Decider<ChatConversationState, ChatConversationCommand, ChatConversationEvent> = {
  initialState: () => ({ exists: false, participantIds: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'social.ChatConversationStarted':
        return { exists: true, participantIds: [...event.data.participantIds] };
      case 'social.ChatParticipantJoined':
        return { ...state, participantIds: [...state.participantIds, event.data.userId] };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { conversationId, now } = command;
    switch (command.type) {
      case 'StartChatConversation': {
        const ids = command.participantIds;
        if (new Set(ids).size !== ids.length) throw invalidParameter('participant_ids', 'participant_ids names a user more than once');
        if (ids.length < MIN_CHAT_PARTICIPANTS || ids.length > MAX_CHAT_PARTICIPANTS) {
          throw invalidParameter('participant_ids', `participant_ids names ${MIN_CHAT_PARTICIPANTS} to ${MAX_CHAT_PARTICIPANTS} users`);
        }
        if (state.exists) throw conflict(`Chat conversation ${conversationId} already exists`);
        return [{ type: 'social.ChatConversationStarted', data: { conversationId, participantIds: [...ids], startedAt: now } }];
      }
      case 'JoinChatConversation': {
        if (!state.exists) throw chatNotFound(conversationId);
        if (state.participantIds.includes(command.userId)) return [];
        if (state.participantIds.length >= MAX_CHAT_PARTICIPANTS) {
          throw invalidParameter('user_id', `A chat conversation has at most ${MAX_CHAT_PARTICIPANTS} participants`);
        }
        return [
          { type: 'social.ChatParticipantJoined', data: { conversationId, userId: command.userId, memberIds: [...state.participantIds], joinedAt: now } },
        ];
      }
      case 'SendChatMessage': {
        if (!state.exists) throw chatNotFound(conversationId);
        if (!state.participantIds.includes(command.senderId)) {
          throw invalidParameter('sender_id', `User ${command.senderId} is not a participant of chat conversation ${conversationId}`);
        }
        checkMessageText(command.text);
        const recipientIds = state.participantIds.filter((id) => id !== command.senderId);
        return [
          {
            type: 'social.ChatMessageSent',
            data: { conversationId, messageId: command.messageId, senderId: command.senderId, recipientIds, text: command.text, sentAt: now },
          },
        ];
      }
    }
  },
};

export const CHAT_CONVERSATION_STREAM = 'social.ChatConversation';
export const chatConversationStreamId = (conversationId: string) => `${CHAT_CONVERSATION_STREAM}-${conversationId}`;
export const CHAT_CONVERSATION = streamKind(
  { type: CHAT_CONVERSATION_STREAM, streamId: chatConversationStreamId, decider: chatConversationDecider, stamp: 'milliseconds' },
  { 'social.ChatConversationStarted': 1, 'social.ChatParticipantJoined': 1, 'social.ChatMessageSent': 1 },
);
