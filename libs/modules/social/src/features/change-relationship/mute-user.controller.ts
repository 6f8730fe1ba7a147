import { MUTE_ROUTES, relationshipController } from './relationship.controller';

/** `POST /2/users/:id/muting` and `DELETE /2/users/:source_user_id/muting/:target_user_id`: mute.mute, mute.unmute. */
export class MuteUserController extends relationshipController(MUTE_ROUTES, { api: 'platform', writeScope: 'mute.write' }) {}

/** The same under `/admin/users`, for any user. */
export class AdminMuteUserController extends relationshipController(MUTE_ROUTES, { api: 'admin' }) {}
