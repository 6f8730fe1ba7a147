import { CsvParam } from '@platform/http';
import { ADDABLE_FEATURE_KEYS } from '../../domain/account';

export class AddAccountFeaturesRequest {
  @CsvParam({ required: true, values: ADDABLE_FEATURE_KEYS, max: ADDABLE_FEATURE_KEYS.length })
  feature_keys: string[];
}
