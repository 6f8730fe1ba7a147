import { UserIdMember } from '../shared/user-id';

export class JoinChatConversationRequest {
  @UserIdMember('user_id', 'The user who joins the conversation')
  user_id: string;
}
