import { MessageTextMember } from '../shared/message-text';
import { UserIdMember } from '../shared/user-id';

export class SendDirectMessageRequest {
  @UserIdMember('sender_id', 'The user who sends the message')
  sender_id: string;

  @UserIdMember('recipient_id', 'The user the message is sent to (not the sender)')
  recipient_id: string;

  @MessageTextMember()
  text: string;
}
