import { getEntityController } from '@platform/ads-entity';
import { promotableUserNotFound } from '../../domain/promotion';
import { promotableUsersTable } from '../../projections/tables';

export class GetPromotableUserController extends getEntityController(
  { table: promotableUsersTable, idParam: 'promotable_user_id', notFound: promotableUserNotFound },
  { path: 'accounts/:account_id/promotable_users/:promotable_user_id', tag: 'ads: promotable users' },
) {}
