import { listEntityController } from '@platform/ads-entity';
import { PollCard } from '../../entities/poll-card.entity';
import { CardListRequest } from '../shared/card-list.request';

export class ListPollCardsController extends listEntityController(PollCard, {
  path: 'accounts/:account_id/cards/poll',
  tag: 'ads: poll cards',
  request: CardListRequest,
  query: (p) => ({ filters: { id: p.card_ids }, q: p.q }),
}) {}
