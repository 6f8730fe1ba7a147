import { adsEntity, writeRoute } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { CARD_TYPES, cardLifecycle, LEGACY_CARD_TYPES } from '../domain/card';
import { CreateCardRequest } from '../features/create-card/create-card.request';
import { ListCardsRequest } from '../features/list-cards/list-cards.request';
import { cardWrite } from '../features/shared/card-writes';
import { UpdateCardRequest } from '../features/update-card/update-card.request';
import { cardsTable } from '../projections/tables';

/**
 * A card: a name and `components` or `slides`, its type following from them
 * (each member its PUT gives replaces the stored one). Its list shows only
 * cards made through the cards POST, and the legacy ones with `include_legacy_cards`.
 */
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
    create: writeRoute(CreateCardRequest, { ...cardWrite, id: () => numericId() }),
    update: writeRoute(UpdateCardRequest, cardWrite),
    delete: true,
  },
});
