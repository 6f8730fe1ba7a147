import { adsEntity } from '@platform/ads-entity';
import { CARD_TYPES, cardLifecycle, LEGACY_CARD_TYPES } from '../domain/card';
import { ListCardsRequest } from '../features/list-cards/list-cards.request';
import { cardsTable } from '../projections/tables';

/** A card; its list shows only cards made through the cards POST, and the legacy ones with `include_legacy_cards`. */
export const Card = adsEntity({
  lifecycle: cardLifecycle,
  table: cardsTable,
  routes: {
    path: 'accounts/:account_id/cards',
    tag: 'ads: cards',
    get: true,
    list: {
      request: ListCardsRequest,
      query: (p: ListCardsRequest) => {
        const shown: readonly string[] = p.include_legacy_cards ? [...CARD_TYPES, ...LEGACY_CARD_TYPES] : CARD_TYPES;
        return {
          filters: { id: p.card_id, card_uri: p.card_uris, card_type: (p.card_types ?? shown).filter((t) => shown.includes(t)) },
          q: p.q,
        };
      },
    },
    delete: true,
  },
});
