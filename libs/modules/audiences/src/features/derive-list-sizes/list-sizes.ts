import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, type Environment } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import type { AnyAdsEntity } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';
import type { ListType } from '../../projections/list-members.projection';

const LISTS: Record<ListType, { entity: AnyAdsEntity; recordSize: string }> = {
  custom_audience: { entity: CustomAudience, recordSize: 'RecordCustomAudienceSize' },
  do_not_reach_list: { entity: DoNotReachList, recordSize: 'RecordDoNotReachListSize' },
};

/**
 * The size of custom audiences and do-not-reach lists: the users whose
 * membership is in effect, counted from the members read model and recorded
 * on the list's stream, where the decider derives `targetable` and
 * `reasons_not_targetable` (and ignores a count that an unprocessed change
 * has made stale).
 */
@Injectable()
export class ListSizes {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Counts the list now and records the count; `usersVersion`: the users change it was counted for. */
  async record(environment: Environment, listType: ListType, listId: string, usersVersion?: number): Promise<void> {
    const now = this.clock.now();
    const [{ size }] = (await this.db.query(
      `SELECT count(DISTINCT user_key)::int AS size FROM audiences.list_members
        WHERE environment = $1 AND list_id = $2 AND effective_at <= $3 AND expires_at > $3`,
      [environment, listId, now],
    )) as Array<{ size: number }>;
    const { entity, recordSize } = LISTS[listType];
    // the kit's entity stream, its time stamped to the second as the kit stamps its commands
    const record = { type: recordSize, environment, accountId: '', id: listId, size, usersVersion };
    await this.store.handle(entity.streamId(environment, listId), entity.streamType, entity.decider, record, { stamp: 'seconds' });
  }
}
