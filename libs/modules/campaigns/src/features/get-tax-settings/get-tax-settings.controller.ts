import { getEntityController } from '@platform/ads-entity';
import { unsetTaxSettings } from '../../domain/account-settings';
import { TaxSettings } from '../../entities/account-settings.entity';

/** `GET /12/accounts/:account_id/tax_settings`: as last set, every member unset before. */
export class GetTaxSettingsController extends getEntityController(TaxSettings, {
  path: 'accounts/:account_id/tax_settings',
  tag: 'ads: accounts',
  withDeleted: false,
  unset: (accountId) => unsetTaxSettings(accountId),
}) {}
