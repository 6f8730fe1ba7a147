import { adsEntity, writeRoute } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { legacyCardId } from '../domain/legacy-card-id';
import { pollCardLifecycle } from '../domain/poll-card';
import { CreatePollCardRequest } from '../features/create-poll-card/create-poll-card.request';
import { pollCardMedia } from '../features/create-poll-card/poll-card-media';
import { cardList } from '../features/shared/card-list.request';
import { pollCardsTable } from '../projections/tables';

/** A poll card: its deletion is permanent (not found afterwards, not even `with_deleted`). Polls have no PUT (they cannot be updated). */
export const PollCard = adsEntity({
  lifecycle: pollCardLifecycle,
  table: pollCardsTable,
  hardDelete: true,
  routes: {
    path: 'accounts/:account_id/cards/poll',
    tag: 'ads: poll cards',
    get: true,
    list: cardList,
    create: writeRoute(CreatePollCardRequest, { command: (p) => ({ fields: p }), context: pollCardMedia, id: () => legacyCardId(numericId()) }),
    delete: true,
  },
});
