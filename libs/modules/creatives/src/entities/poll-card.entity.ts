import { adsEntity } from '@platform/ads-entity';
import { pollCardLifecycle } from '../domain/poll-card';
import { cardList } from '../features/shared/card-list.request';
import { pollCardsTable } from '../projections/tables';

/** A poll card: its deletion is permanent (not found afterwards, not even `with_deleted`). Polls have no PUT (they cannot be updated). */
export const PollCard = adsEntity({
  lifecycle: pollCardLifecycle,
  table: pollCardsTable,
  hardDelete: true,
  routes: { path: 'accounts/:account_id/cards/poll', tag: 'ads: poll cards', get: true, list: cardList, delete: true },
});
