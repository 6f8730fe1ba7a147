import { relationshipController } from '../change-relationship/relationship.controller';

/** `POST /admin/users/:user_id/muting` and `DELETE /admin/users/:source_user_id/muting/:target_user_id`: mute.mute, mute.unmute. */
export class MuteUserController extends relationshipController('mute', 'muting', 'muting') {}
