import { deleteEntityController } from '@platform/ads-entity';
import { Card } from '../../entities/card.entity';

export class DeleteCardController extends deleteEntityController(Card, {
  path: 'accounts/:account_id/cards/:card_id',
  tag: 'ads: cards',
}) {}
