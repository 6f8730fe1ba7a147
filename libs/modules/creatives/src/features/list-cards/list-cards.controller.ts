import { listEntityController } from '@platform/ads-entity';
import { CARD_TYPES, LEGACY_CARD_TYPES } from '../../domain/card';
import { Card } from '../../entities/card.entity';
import { ListCardsRequest } from './list-cards.request';

/** Only cards made through the cards POST, and the legacy ones with `include_legacy_cards`. */
export class ListCardsController extends listEntityController(Card, {
  path: 'accounts/:account_id/cards',
  tag: 'ads: cards',
  request: ListCardsRequest,
  query: (p) => {
    const shown: readonly string[] = p.include_legacy_cards ? [...CARD_TYPES, ...LEGACY_CARD_TYPES] : CARD_TYPES;
    return {
      filters: { id: p.card_id, card_uri: p.card_uris, card_type: (p.card_types ?? shown).filter((t) => shown.includes(t)) },
      q: p.q,
    };
  },
}) {}
