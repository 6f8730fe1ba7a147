import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ActivityNotifications } from './activity-notifications';

/** One open `GET /2/activity/stream` response. */
export interface StreamClient {
  readonly appId: string;
  /** Only the rows of this subscription (the admin API's view of one); all of the app's otherwise. */
  readonly subscriptionId?: string;
  /** Writes one activity item (its JSON) unless its log id is not after the last one written. */
  push(id: bigint, body: string): void;
}

/** Fallback poll while clients are connected, in case a notification is lost. */
const POLL_MS = 1000;
const PAGE = 1000;

/**
 * Tails the activity log for this replica's stream clients: woken by the
 * activity notifications (any replica's processor), it reads the rows after
 * the last one it saw, in id order, and hands each to the clients of its app.
 * The processor that writes the log is a single writer, so ids are committed
 * in order and none is skipped.
 */
@Injectable()
export class ActivityFeed implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ActivityFeed.name);
  private readonly clients = new Map<string, Set<StreamClient>>();
  private lastId: string | undefined;
  private polling?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: ActivityNotifications,
  ) {}

  onModuleInit(): void {
    this.notifications.subscribe(() => this.poll());
  }

  /** Stops polling (the streams themselves are ended by OpenStreams before the server closes). */
  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Adds a client; answers the id of the last activity row it will not be
   * handed (the client reads anything older itself, for its backfill).
   */
  async attach(client: StreamClient): Promise<string> {
    if (this.lastId === undefined) {
      const [{ max }] = (await this.dataSource.query('SELECT coalesce(max(id), 0)::text AS max FROM webhooks.activity_log')) as Array<{
        max: string;
      }>;
      // another attach may have started the feed meanwhile
      this.lastId ??= max;
    }
    const set = this.clients.get(client.appId) ?? new Set();
    set.add(client);
    this.clients.set(client.appId, set);
    this.timer ??= setInterval(() => this.poll(), POLL_MS).unref();
    return this.lastId;
  }

  detach(client: StreamClient): void {
    const set = this.clients.get(client.appId);
    set?.delete(client);
    if (set?.size === 0) this.clients.delete(client.appId);
    if (this.clients.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
      this.lastId = undefined;
    }
  }

  /** A page of the app's activity rows after `afterId` and up to `untilId` that happened in [from, to]. */
  async backfill(
    appId: string,
    window: { from: Date; to?: Date },
    range: { afterId: bigint; untilId: string },
    limit: number,
  ): Promise<Array<{ id: bigint; body: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT a.id::text AS id, a.body FROM webhooks.activity_log a
        WHERE a.app_id = $1 AND a.streamed AND a.id > $2 AND a.id <= $3 AND a.occurred_at >= $4 AND ($5::timestamptz IS NULL OR a.occurred_at <= $5)
        ORDER BY a.id LIMIT $6`,
      [appId, range.afterId.toString(), range.untilId, window.from.toISOString(), window.to?.toISOString() ?? null, limit],
    )) as Array<{ id: string; body: string }>;
    return rows.map((r) => ({ id: BigInt(r.id), body: r.body }));
  }

  private poll(): void {
    if (this.clients.size === 0) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = this.readNew()
      .catch((error) => this.logger.warn({ err: error }, 'could not read new activity'))
      .finally(() => {
        this.polling = undefined;
        if (this.again) {
          this.again = false;
          this.poll();
        }
      });
  }

  private async readNew(): Promise<void> {
    for (;;) {
      const after = this.lastId;
      if (after === undefined) return;
      const rows = (await this.dataSource.query(
        // (ordered by the bigint column, not by its text alias)
        'SELECT id::text AS id, app_id, subscription_id, body, streamed FROM webhooks.activity_log a WHERE a.id > $1 ORDER BY a.id LIMIT $2',
        [after, PAGE],
      )) as Array<{ id: string; app_id: string; subscription_id: string; body: string; streamed: boolean }>;
      // the feed was stopped (every client left) or restarted meanwhile: this page is stale
      if (this.lastId !== after) return;
      for (const row of rows) {
        // Account Activity is for its webhook alone (read past, so that the feed moves on)
        if (!row.streamed) continue;
        const id = BigInt(row.id);
        for (const client of this.clients.get(row.app_id) ?? []) {
          if (client.subscriptionId === undefined || client.subscriptionId === row.subscription_id) client.push(id, row.body);
        }
      }
      if (rows.length > 0) this.lastId = rows[rows.length - 1].id;
      if (rows.length < PAGE) return;
    }
  }
}
