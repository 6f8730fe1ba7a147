import { UserIdMember } from '../shared/user-id';

/** The body of a follow, mute or block: the user it is done to. */
export class TargetUserRequest {
  @UserIdMember('target_user_id', 'The user followed, muted or blocked (not the user in the path)')
  target_user_id: string;
}
