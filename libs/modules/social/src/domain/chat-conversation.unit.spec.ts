import { deciderSpec } from '@platform/testing';
import { chatConversationDecider, type ChatConversationEvent, MAX_CHAT_PARTICIPANTS } from './chat-conversation';

const now = '2026-05-01T10:00:00.000Z';
const spec = deciderSpec(chatConversationDecider);
const started: ChatConversationEvent = { type: 'social.ChatConversationStarted', data: { conversationId: 'c', participantIds: ['1', '2'], startedAt: now } };

describe('chat conversation decider', () => {
  it('starts a conversation of 2 to 50 distinct users', () => {
    spec.given([]).when({ type: 'StartChatConversation', conversationId: 'c', participantIds: ['1', '2'], now }).then([started]);
    for (const participantIds of [['1'], ['1', '1'], Array.from({ length: MAX_CHAT_PARTICIPANTS + 1 }, (_, i) => String(i))]) {
      spec.given([]).when({ type: 'StartChatConversation', conversationId: 'c', participantIds, now }).thenThrows({ kind: 'invalid', parameter: 'participant_ids' });
    }
  });

  it('adds a user once, naming the members already there', () => {
    spec
      .given([started])
      .when({ type: 'JoinChatConversation', conversationId: 'c', userId: '3', now })
      .then([{ type: 'social.ChatParticipantJoined', data: { conversationId: 'c', userId: '3', memberIds: ['1', '2'], joinedAt: now } }]);
    spec.given([started]).when({ type: 'JoinChatConversation', conversationId: 'c', userId: '2', now }).then([]);
    spec.given([]).when({ type: 'JoinChatConversation', conversationId: 'c', userId: '3', now }).thenThrows({ kind: 'not_found' });
  });

  it('sends a participant’s message to the others, and refuses anyone else', () => {
    const joined: ChatConversationEvent = { type: 'social.ChatParticipantJoined', data: { conversationId: 'c', userId: '3', memberIds: ['1', '2'], joinedAt: now } };
    spec
      .given([started, joined])
      .when({ type: 'SendChatMessage', conversationId: 'c', messageId: 'm', senderId: '2', text: 'hi', now })
      .then([{ type: 'social.ChatMessageSent', data: { conversationId: 'c', messageId: 'm', senderId: '2', recipientIds: ['1', '3'], text: 'hi', sentAt: now } }]);
    spec.given([started]).when({ type: 'SendChatMessage', conversationId: 'c', messageId: 'm', senderId: '9', text: 'hi', now }).thenThrows({ kind: 'invalid', parameter: 'sender_id' });
    spec.given([started]).when({ type: 'SendChatMessage', conversationId: 'c', messageId: 'm', senderId: '1', text: '', now }).thenThrows({ kind: 'invalid', parameter: 'text' });
  });
});
