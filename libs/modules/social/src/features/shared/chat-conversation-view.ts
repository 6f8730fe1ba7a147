import { notFound, NUMERIC_ID } from '@platform/ddd';
import type { ChatConversationState } from '../../domain/chat-conversation';

/** A chat conversation as the admin API answers it: its id and its participants, in the order they joined. */
export interface ChatConversationView {
  id: string;
  participant_ids: string[];
}

export const chatConversationView = (id: string, state: ChatConversationState): ChatConversationView => ({ id, participant_ids: state.participantIds });

/** A conversation id in a path: numeric, or it names no conversation (404 without reading a stream). */
export function checkConversationId(conversationId: string): void {
  if (!NUMERIC_ID.test(conversationId)) throw notFound(`Chat conversation ${conversationId} was not found`, 'conversation_id');
}
