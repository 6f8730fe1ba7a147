import { createEntityController } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { legacyCardId } from '../../domain/legacy-card-id';
import { PollCard } from '../../entities/poll-card.entity';
import { CreatePollCardRequest } from './create-poll-card.request';
import { pollCardMedia } from './poll-card-media';

export class CreatePollCardController extends createEntityController(PollCard, {
  path: 'accounts/:account_id/cards/poll',
  tag: 'ads: poll cards',
  request: CreatePollCardRequest,
  command: (p) => ({ fields: p }),
  context: pollCardMedia,
  id: () => legacyCardId(numericId()),
}) {}
