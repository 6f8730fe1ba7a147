import { AdsListParams, type ListRoute } from '@platform/ads-entity';
import { StringParam } from '@platform/http';
import { pollCardsTable } from '../../projections/tables';

/** The list of poll, video conversation and image conversation cards (all sort alike). */
export class CardListRequest extends AdsListParams(pollCardsTable, { ids: ['card_ids'] }) {
  /** A prefix of the name, case-insensitively. */
  @StringParam({ maxLength: 80 })
  q?: string;
}

/** Their list route: by ids and name. */
export const cardList: ListRoute<CardListRequest> = { request: CardListRequest, query: (p) => ({ filters: { id: p.card_ids }, q: p.q }) };
