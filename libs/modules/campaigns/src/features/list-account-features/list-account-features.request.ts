import { CsvParam } from '@platform/http';
import { FEATURE_KEYS } from '../../domain/account';

export class ListAccountFeaturesRequest {
  /** Only these keys (of those the account has). */
  @CsvParam({ values: FEATURE_KEYS, max: FEATURE_KEYS.length })
  feature_keys?: string[];
}
