import { deleteEntityController } from '@platform/ads-entity';
import { Account } from '../../entities/account.entity';

/** Sandbox only: marks the account deleted. */
export class DeleteSandboxAccountController extends deleteEntityController(Account, { path: 'accounts/:account_id', tag: 'ads: accounts', sandboxOnly: true }) {}
