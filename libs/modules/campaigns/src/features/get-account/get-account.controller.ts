import { getEntityController } from '@platform/ads-entity';
import { Account } from '../../entities/account.entity';

export class GetAccountController extends getEntityController(Account, { path: 'accounts/:account_id', tag: 'ads: accounts' }) {}
