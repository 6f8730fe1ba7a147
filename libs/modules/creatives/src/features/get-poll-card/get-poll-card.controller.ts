import { getEntityController } from '@platform/ads-entity';
import { PollCard } from '../../entities/poll-card.entity';

export class GetPollCardController extends getEntityController(PollCard, {
  path: 'accounts/:account_id/cards/poll/:card_id',
  tag: 'ads: poll cards',
}) {}
