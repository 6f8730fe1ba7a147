import { AdsListParams } from '@platform/ads-entity';
import { CsvParam } from '@platform/http';
import { CREATIVE_TYPES } from '../../domain/views';
import { accountMediaTable } from '../../projections/tables';

export class ListAccountMediaRequest extends AdsListParams(accountMediaTable, { ids: ['account_media_ids'] }) {
  @CsvParam({ values: CREATIVE_TYPES })
  creative_types?: string[];
}
