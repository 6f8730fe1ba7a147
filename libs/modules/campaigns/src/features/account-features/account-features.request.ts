import { CsvParam } from '@platform/http';
import { ADDABLE_FEATURE_KEYS, FEATURE_KEYS } from '../../domain/account';

export class ListAccountFeaturesRequest {
  /** Only these keys (of those the account has). */
  @CsvParam({ values: FEATURE_KEYS, max: FEATURE_KEYS.length })
  feature_keys?: string[];
}

/** The keys a sandbox account adds or removes. */
export class ChangeAccountFeaturesRequest {
  @CsvParam({ required: true, values: ADDABLE_FEATURE_KEYS, max: ADDABLE_FEATURE_KEYS.length })
  feature_keys: string[];
}
