import { relationshipController } from '../change-relationship/relationship.controller';

/** `POST /admin/users/:user_id/following` and `DELETE /admin/users/:source_user_id/following/:target_user_id`: follow.follow, follow.unfollow. */
export class FollowUserController extends relationshipController('follow', 'following', 'following') {}
