import { relationshipController } from '../change-relationship/relationship.controller';

/** `POST /admin/users/:user_id/blocking` and `DELETE /admin/users/:source_user_id/blocking/:target_user_id`: block.block, block.unblock. */
export class BlockUserController extends relationshipController('block', 'blocking', 'blocking') {}
