import { deleteEntityController } from '@platform/ads-entity';
import { PollCard } from '../../entities/poll-card.entity';

/** Permanent: the poll is not found afterwards, not even `with_deleted`. Polls have no PUT (they cannot be updated). */
export class DeletePollCardController extends deleteEntityController(PollCard, {
  path: 'accounts/:account_id/cards/poll/:card_id',
  tag: 'ads: poll cards',
}) {}
