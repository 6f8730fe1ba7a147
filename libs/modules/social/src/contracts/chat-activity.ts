import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { ChatConversationEvent, ChatConversationStarted, ChatMessageSent, ChatParticipantJoined } from '../domain/chat-conversation';
import type { DmEventPayload } from './dm-activity';

/**
 * Chat activity, and the admin API's chat answers, in the platform's v2
 * direct message event shapes: `MessageCreate` (a message, shaped as a
 * direct one is) and `ParticipantsJoin` with `participant_ids` listing only
 * those who joined.
 */
export type ChatMessageView = DmEventPayload;

export interface ChatJoinView {
  event_type: 'ParticipantsJoin';
  dm_conversation_id: string;
  participant_ids: string[];
  created_at: string;
}

export function chatMessageView(data: ChatMessageSent['data']): ChatMessageView {
  return { id: data.messageId, event_type: 'MessageCreate', text: data.text, sender_id: data.senderId, dm_conversation_id: data.conversationId, created_at: data.sentAt };
}

const joinView = (conversationId: string, participantIds: string[], at: string): ChatJoinView => ({
  event_type: 'ParticipantsJoin',
  dm_conversation_id: conversationId,
  participant_ids: participantIds,
  created_at: at,
});

/**
 * Who is told: a message is `chat.sent` for its sender and `chat.received`
 * for each other participant; starting a conversation is a
 * `chat.conversation_join` (`sent`) for each user in it; a later join is one
 * for the user who joined (`sent`) and for each member already there
 * (`received`).
 */
export const chatActivity: ActivityMapping = {
  eventTypes: ['social.ChatConversationStarted', 'social.ChatParticipantJoined', 'social.ChatMessageSent'],
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    const e = event as unknown as ChatConversationEvent;
    switch (e.type) {
      case 'social.ChatConversationStarted': {
        const data = e.data as ChatConversationStarted['data'];
        const payload = { ...joinView(data.conversationId, data.participantIds, data.startedAt) };
        return data.participantIds.map((userId) => ({ eventType: 'chat.conversation_join', userId, direction: 'sent' as const, payload }));
      }
      case 'social.ChatParticipantJoined': {
        const data = e.data as ChatParticipantJoined['data'];
        const payload = { ...joinView(data.conversationId, [data.userId], data.joinedAt) };
        return [
          { eventType: 'chat.conversation_join', userId: data.userId, direction: 'sent' as const, payload },
          ...data.memberIds.map((userId) => ({ eventType: 'chat.conversation_join', userId, direction: 'received' as const, payload })),
        ];
      }
      case 'social.ChatMessageSent': {
        const data = e.data as ChatMessageSent['data'];
        const payload = { ...chatMessageView(data) };
        return [
          { eventType: 'chat.sent', userId: data.senderId, direction: 'sent' as const, text: data.text, payload },
          ...data.recipientIds.map((userId) => ({ eventType: 'chat.received', userId, direction: 'received' as const, text: data.text, payload })),
        ];
      }
      default:
        return [];
    }
  },
};
