import { adsEntity } from '@platform/ads-entity';
import { pollCardLifecycle } from '../domain/poll-card';
import { pollCardsTable } from '../projections/tables';

/** A poll card: its deletion is permanent. */
export const PollCard = adsEntity({
  lifecycle: pollCardLifecycle,
  stream: 'creatives.PollCard',
  table: pollCardsTable,
  idParam: 'card_id',
  hardDelete: true,
});
