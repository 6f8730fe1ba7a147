import { FOLLOW_ROUTES, relationshipController } from './relationship.controller';

/** `POST /2/users/:id/following` and `DELETE /2/users/:source_user_id/following/:target_user_id`: follow.follow, follow.unfollow. */
export class FollowUserController extends relationshipController(FOLLOW_ROUTES, { api: 'platform', writeScope: 'follows.write' }) {}

/** The same under `/admin/users`, for any user. */
export class AdminFollowUserController extends relationshipController(FOLLOW_ROUTES, { api: 'admin' }) {}
