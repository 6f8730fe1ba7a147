import { adsEntity, writeRoute } from '@platform/ads-entity';
import {
  judgeOwnSettings,
  taxSettingsChangedV1ToV2,
  taxSettingsDecider,
  taxSettingsLifecycle,
  taxSettingsAnswer,
  taxSettingsSetV1ToV2,
  unsetTaxSettings,
  unsetUserSettings,
  userSettingsChangedV1ToV2,
  userSettingsDecider,
  userSettingsLifecycle,
  userSettingsAnswer,
  userSettingsSetV1ToV2,
  userSettingsId,
} from '../domain/account-settings';
import { UpdateTaxSettingsRequest } from '../features/update-tax-settings/update-tax-settings.request';
import { UpdateUserSettingsRequest } from '../features/update-user-settings/update-user-settings.request';
import { taxSettingsTable, userSettingsTable } from '../projections/tables';

/** Settings events are at version 2: their version 1 data is read through these. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fromVersion1 = (set: (data: any) => object, changed: (data: any) => object) => ({
  created: { schemaVersion: 2, upcasters: { 1: set } },
  updated: { schemaVersion: 2, upcasters: { 1: changed } },
});

/**
 * An account's tax settings (its stream's id is the account's), shown as the
 * API answers them: `GET accounts/:account_id/tax_settings` as last set,
 * every member unset before; the first PUT sets them, the next ones change them.
 */
export const TaxSettings = adsEntity({
  lifecycle: taxSettingsLifecycle,
  decider: taxSettingsDecider,
  table: taxSettingsTable,
  view: taxSettingsAnswer,
  schemaVersions: fromVersion1(taxSettingsSetV1ToV2, taxSettingsChangedV1ToV2),
  routes: {
    onePath: 'accounts/:account_id/tax_settings',
    tag: 'ads: accounts',
    get: { withDeleted: false, unset: (accountId) => unsetTaxSettings(accountId) },
    update: writeRoute(UpdateTaxSettingsRequest, { sets: true, command: (p) => ({ patch: { ...p } }) }),
  },
});

/**
 * A user's settings on an account (its stream's id joins account and user),
 * shown as the API answers them: `GET accounts/:account_id/user_settings/:user_id`
 * the caller's own (its decider judges whose they are), as last set, every
 * member empty before; set, then changed, by its PUT.
 */
export const UserSettings = adsEntity({
  lifecycle: userSettingsLifecycle,
  decider: userSettingsDecider,
  table: userSettingsTable,
  view: userSettingsAnswer,
  schemaVersions: fromVersion1(userSettingsSetV1ToV2, userSettingsChangedV1ToV2),
  routes: {
    path: 'accounts/:account_id/user_settings',
    tag: 'ads: accounts',
    get: {
      withDeleted: false,
      judge: judgeOwnSettings,
      idOf: (userId, accountId) => userSettingsId(accountId, userId),
      unset: (userId) => unsetUserSettings(userId),
    },
    update: writeRoute(UpdateUserSettingsRequest, {
      sets: true,
      idOf: (userId, accountId) => userSettingsId(accountId, userId),
      command: (p, caller, userId) => ({ userId, callerId: caller.userId, patch: { ...p } }),
    }),
  },
});
