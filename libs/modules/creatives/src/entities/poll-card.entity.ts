import { adsEntity } from '@platform/ads-entity';
import { pollCardLifecycle } from '../domain/poll-card';
import { pollCardsTable } from '../projections/tables';

/** A poll card: its deletion is permanent. */
export const PollCard = adsEntity({ lifecycle: pollCardLifecycle, table: pollCardsTable, hardDelete: true });
