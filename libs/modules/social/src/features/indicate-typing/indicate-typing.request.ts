import { UserIdMember } from '../shared/user-id';

export class IndicateTypingRequest {
  @UserIdMember('sender_id', 'The user who is typing')
  sender_id: string;

  @UserIdMember('recipient_id', 'The user who sees the typing indicator')
  recipient_id: string;
}
