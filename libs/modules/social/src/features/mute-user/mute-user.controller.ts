import { adminRelationshipController, MUTE_ROUTES, platformRelationshipController } from '../change-relationship/relationship.controller';

/** `POST /2/users/:id/muting` and `DELETE /2/users/:source_user_id/muting/:target_user_id`: mute.mute, mute.unmute. */
export class MuteUserController extends platformRelationshipController(MUTE_ROUTES, 'mute.write') {}

/** The same under `/admin/users`, for any user. */
export class AdminMuteUserController extends adminRelationshipController(MUTE_ROUTES) {}
