import { getEntityController } from '@platform/ads-entity';
import { Card } from '../../entities/card.entity';

export class GetCardController extends getEntityController(Card, {
  path: 'accounts/:account_id/cards/:card_id',
  tag: 'ads: cards',
}) {}
