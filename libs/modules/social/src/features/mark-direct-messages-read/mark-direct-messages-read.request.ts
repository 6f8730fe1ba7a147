import { UserIdMember } from '../shared/user-id';

export class MarkDirectMessagesReadRequest {
  @UserIdMember('user_id', 'The user who reads')
  user_id: string;

  @UserIdMember('conversation_partner_id', 'The other participant, whose messages are read')
  conversation_partner_id: string;
}
