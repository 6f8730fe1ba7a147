import { AdsListParams } from '@platform/ads-entity';
import { BooleanParam, CsvParam, StringParam } from '@platform/http';
import { CARD_TYPES, LEGACY_CARD_TYPES } from '../../domain/card';
import { cardsTable } from '../../projections/tables';

export class ListCardsRequest extends AdsListParams(cardsTable, { count: { default: 100, min: 1, max: 200 } }) {
  @CsvParam({ values: [...CARD_TYPES, ...LEGACY_CARD_TYPES] })
  card_types?: string[];

  /** Card ids (the parameter is singular in the API). */
  @CsvParam({ max: 200 })
  card_id?: string[];

  @CsvParam({ max: 200 })
  card_uris?: string[];

  @BooleanParam()
  include_legacy_cards: boolean = false;

  /** A prefix of the name, case-insensitively. */
  @StringParam({ maxLength: 80 })
  q?: string;
}
