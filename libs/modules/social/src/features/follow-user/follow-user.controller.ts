import { adminRelationshipController, FOLLOW_ROUTES, platformRelationshipController } from '../change-relationship/relationship.controller';

/** `POST /2/users/:id/following` and `DELETE /2/users/:source_user_id/following/:target_user_id`: follow.follow, follow.unfollow. */
export class FollowUserController extends platformRelationshipController(FOLLOW_ROUTES, 'follows.write') {}

/** The same under `/admin/users`, for any user. */
export class AdminFollowUserController extends adminRelationshipController(FOLLOW_ROUTES) {}
