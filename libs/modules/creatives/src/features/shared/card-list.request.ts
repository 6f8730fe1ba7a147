import { AdsListParams } from '@platform/ads-entity';
import { StringParam } from '@platform/http';
import { pollCardsTable } from '../../projections/tables';

/** The list of poll, video conversation and image conversation cards (all sort alike). */
export class CardListRequest extends AdsListParams(pollCardsTable, { ids: ['card_ids'] }) {
  /** A prefix of the name, case-insensitively. */
  @StringParam({ maxLength: 80 })
  q?: string;
}
