import { BLOCK_ROUTES, relationshipController } from './relationship.controller';

/**
 * `POST /admin/users/:user_id/blocking` and `DELETE /admin/users/:source_user_id/blocking/:target_user_id`:
 * block.block, block.unblock (the platform's own endpoints to block were removed).
 */
export class AdminBlockUserController extends relationshipController(BLOCK_ROUTES, { api: 'admin' }) {}
