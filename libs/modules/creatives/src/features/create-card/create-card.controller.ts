import { createEntityController } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { Card } from '../../entities/card.entity';
import { cardWrite } from '../shared/card-writes';
import { CreateCardRequest } from './create-card.request';

/** A name and `components` or `slides`; the card type follows from them. */
export class CreateCardController extends createEntityController(Card, {
  path: 'accounts/:account_id/cards',
  tag: 'ads: cards',
  request: CreateCardRequest,
  ...cardWrite,
  id: () => numericId(),
}) {}
