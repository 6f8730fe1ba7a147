import { updateEntityController } from '@platform/ads-entity';
import { Card } from '../../entities/card.entity';
import { cardWrite } from '../shared/card-writes';
import { UpdateCardRequest } from './update-card.request';

/** Each member given replaces the stored one. */
export class UpdateCardController extends updateEntityController(Card, {
  path: 'accounts/:account_id/cards/:card_id',
  tag: 'ads: cards',
  request: UpdateCardRequest,
  ...cardWrite,
}) {}
