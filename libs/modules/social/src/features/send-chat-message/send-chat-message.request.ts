import { MessageTextMember } from '../shared/message-text';
import { UserIdMember } from '../shared/user-id';

export class SendChatMessageRequest {
  @UserIdMember('sender_id', 'The participant who sends the message')
  sender_id: string;

  @MessageTextMember()
  text: string;
}
