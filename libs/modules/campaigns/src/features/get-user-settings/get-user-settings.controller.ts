import { getEntityController } from '@platform/ads-entity';
import { judgeOwnSettings, unsetUserSettings, userSettingsId } from '../../domain/account-settings';
import { UserSettings } from '../../entities/account-settings.entity';

/** `GET /12/accounts/:account_id/user_settings/:user_id`: the caller's own, as last set, every member empty before. */
export class GetUserSettingsController extends getEntityController(UserSettings, {
  path: 'accounts/:account_id/user_settings/:user_id',
  tag: 'ads: accounts',
  withDeleted: false,
  judge: judgeOwnSettings,
  idOf: (userId, accountId) => userSettingsId(accountId, userId),
  unset: (userId) => unsetUserSettings(userId),
}) {}
