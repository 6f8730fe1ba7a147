import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ActivityFilter } from '../domain/activity-subscription';

/** A subscription as the platform API shows it. */
export interface ActivitySubscriptionView {
  subscription_id: string;
  event_type: string;
  filter: ActivityFilter;
  tag?: string;
  webhook_id?: string;
  created_at: string;
  updated_at: string;
}

interface Row {
  id: string;
  event_type: string;
  filter: ActivityFilter;
  tag: string | null;
  webhook_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, event_type, filter, tag, webhook_id, created_at, updated_at';

const view = (r: Row): ActivitySubscriptionView => ({
  subscription_id: r.id,
  event_type: r.event_type,
  filter: r.filter,
  ...(r.tag !== null ? { tag: r.tag } : {}),
  ...(r.webhook_id !== null ? { webhook_id: r.webhook_id } : {}),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

@Injectable()
export class ActivitySubscriptionsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(appId: string, subscriptionId: string): Promise<ActivitySubscriptionView | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhooks.activity_subscriptions WHERE app_id = $1 AND id = $2 AND NOT deleted`,
      [appId, subscriptionId],
    )) as Row[];
    return rows.map(view)[0];
  }

  async countForApp(appId: string): Promise<number> {
    const [{ count }] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM webhooks.activity_subscriptions WHERE app_id = $1 AND NOT deleted',
      [appId],
    )) as Array<{ count: number }>;
    return count;
  }

  /** A page of the app's subscriptions in id order, after `afterId`. */
  async page(appId: string, limit: number, afterId?: string): Promise<ActivitySubscriptionView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhooks.activity_subscriptions
        WHERE app_id = $1 AND NOT deleted AND ($2::text IS NULL OR (length(id), id) > (length($2), $2))
        ORDER BY length(id), id LIMIT $3`,
      [appId, afterId ?? null, limit],
    )) as Row[];
    return rows.map(view);
  }

  /** The app's live subscription to the same event (under either of its names), filter and webhook, if any. */
  async findSame(appId: string, canonicalType: string, filter: ActivityFilter, webhookId: string | null): Promise<string | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM webhooks.activity_subscriptions
        WHERE app_id = $1 AND NOT deleted AND canonical_type = $2 AND filter = $3::jsonb AND webhook_id IS NOT DISTINCT FROM $4
        LIMIT 1`,
      [appId, canonicalType, JSON.stringify(filter), webhookId],
    )) as Array<{ id: string }>;
    return rows[0]?.id;
  }
}
