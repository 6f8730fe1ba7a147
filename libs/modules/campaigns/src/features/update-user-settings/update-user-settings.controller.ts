import { updateEntityController } from '@platform/ads-entity';
import { userSettingsId } from '../../domain/account-settings';
import { UserSettings } from '../../entities/account-settings.entity';
import { UpdateUserSettingsRequest } from './update-user-settings.request';

/** `PUT /12/accounts/:account_id/user_settings/:user_id`: the caller's own (its decider judges whose they are), set then changed. */
export class UpdateUserSettingsController extends updateEntityController(UserSettings, {
  path: 'accounts/:account_id/user_settings/:user_id',
  tag: 'ads: accounts',
  request: UpdateUserSettingsRequest,
  sets: true,
  idOf: (userId, accountId) => userSettingsId(accountId, userId),
  command: (p, caller, userId) => ({ userId, callerId: caller.userId, patch: { ...p } }),
}) {}
