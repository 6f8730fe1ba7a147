import { adminRelationshipController, BLOCK_ROUTES } from '../change-relationship/relationship.controller';

/**
 * `POST /admin/users/:user_id/blocking` and `DELETE /admin/users/:source_user_id/blocking/:target_user_id`:
 * block.block, block.unblock (the platform's own endpoints to block were removed).
 */
export class AdminBlockUserController extends adminRelationshipController(BLOCK_ROUTES) {}
