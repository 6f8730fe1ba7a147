import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, type Environment } from '@platform/ddd';
import { EventStore, type Processor, type RecordedEvent, Sweeper } from '@platform/event-store';
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

/** Counts a list after each change of its users (the latest change of a batch of events is enough). */
export class ListSizesProcessor implements Processor {
  readonly name = 'audiences.list-sizes';
  readonly startFrom = 'beginning' as const;
  readonly batchSize = 200;
  readonly handles = [
    'audiences.CustomAudienceUsersChanged',
    'audiences.DoNotReachListUsersChanged',
    // a new list is PROCESSING until its first count (of no users)
    'audiences.CustomAudienceCreated',
    'audiences.DoNotReachListCreated',
  ];

  constructor(private readonly sizes: ListSizes) {}

  async handle(events: RecordedEvent[]): Promise<void> {
    const latest = new Map<string, { environment: Environment; listType: ListType; id: string; version: number }>();
    for (const event of events) {
      const data = event.data as {
        environment: Environment;
        version?: number;
        customAudienceId?: string;
        doNotReachListId?: string;
        customAudience?: { id: string };
        doNotReachList?: { id: string };
      };
      const listType: ListType = event.type.startsWith('audiences.CustomAudience') ? 'custom_audience' : 'do_not_reach_list';
      const id = (data.customAudienceId ?? data.doNotReachListId ?? data.customAudience?.id ?? data.doNotReachList?.id)!;
      // a creation is the list before any users change (version 0)
      latest.set(`${data.environment} ${id}`, { environment: data.environment, listType, id, version: data.version ?? 0 });
    }
    for (const list of latest.values()) await this.sizes.record(list.environment, list.listType, list.id, list.version);
  }
}

const SWEEP = 'list-sizes';

/**
 * Memberships start and expire with time, not with events: every
 * AUDIENCE_SIZE_SWEEP_MS this counts again each list with a membership that
 * started or expired since the last sweep (recorded in `size_sweeps`, so a
 * restart misses nothing). Replicas may sweep at once: a count that changes
 * nothing appends nothing.
 */
@Injectable()
export class ListSizeSweeper extends Sweeper {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sizes: ListSizes,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.settings.AUDIENCE_SIZE_SWEEP_MS;
  }

  /** Counts again every list whose memberships started or expired since the last sweep. */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    const [mark] = (await this.db.query(`SELECT swept_to FROM audiences.size_sweeps WHERE name = $1`, [SWEEP])) as Array<{ swept_to: Date }>;
    const since = mark?.swept_to ?? new Date(0);
    const due = (await this.db.query(
      `SELECT DISTINCT environment, list_type, list_id FROM audiences.list_members
        WHERE (expires_at > $1 AND expires_at <= $2) OR (effective_at > $1 AND effective_at <= $2)`,
      [since, now],
    )) as Array<{ environment: Environment; list_type: ListType; list_id: string }>;
    await this.stepThrough(
      due,
      (list) => [list.environment, list.list_id],
      (list) => this.sizes.record(list.environment, list.list_type, list.list_id),
    );
    await this.db.query(
      `INSERT INTO audiences.size_sweeps (name, swept_to) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET swept_to = greatest(audiences.size_sweeps.swept_to, excluded.swept_to)`,
      [SWEEP, now],
    );
  }
}
