import { adsEntity } from '@platform/ads-entity';
import { taxSettingsDecider, taxSettingsLifecycle, userSettingsDecider, userSettingsLifecycle } from '../domain/account-settings';
import { taxSettingsTable, userSettingsTable } from '../projections/tables';

/** An account's tax settings (its stream's id is the account's). */
export const TaxSettings = adsEntity({
  lifecycle: taxSettingsLifecycle,
  decider: taxSettingsDecider,
  stream: 'campaigns.TaxSettings',
  table: taxSettingsTable,
  idParam: 'account_id',
});

/** A user's settings on an account (its stream's id joins account and user). */
export const UserSettings = adsEntity({
  lifecycle: userSettingsLifecycle,
  decider: userSettingsDecider,
  stream: 'campaigns.UserSettings',
  table: userSettingsTable,
  idParam: 'user_id',
});
