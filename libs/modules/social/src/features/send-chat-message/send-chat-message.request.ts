import { MessageTextMember } from '../message-text';
import { UserIdMember } from '../user-id';

export class SendChatMessageRequest {
  @UserIdMember('sender_id', 'The participant who sends the message')
  sender_id: string;

  @MessageTextMember()
  text: string;
}
