import { updateEntityController } from '@platform/ads-entity';
import { Account } from '../../entities/account.entity';
import { UpdateAccountRequest } from './update-account.request';

export class UpdateAccountController extends updateEntityController(Account, {
  path: 'accounts/:account_id',
  tag: 'ads: accounts',
  request: UpdateAccountRequest,
  command: (p) => ({ name: p.name, industryType: p.industry_type }),
}) {}
