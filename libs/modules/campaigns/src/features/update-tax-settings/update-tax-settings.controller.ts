import { updateEntityController } from '@platform/ads-entity';
import { TaxSettings } from '../../entities/account-settings.entity';
import { UpdateTaxSettingsRequest } from './update-tax-settings.request';

/** `PUT /12/accounts/:account_id/tax_settings`: the first sets them, the next ones change them. */
export class UpdateTaxSettingsController extends updateEntityController(TaxSettings, {
  path: 'accounts/:account_id/tax_settings',
  tag: 'ads: accounts',
  request: UpdateTaxSettingsRequest,
  sets: true,
  command: (p) => ({ patch: { ...p } }),
}) {}
