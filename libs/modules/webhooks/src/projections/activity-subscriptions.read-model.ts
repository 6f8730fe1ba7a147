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

/** What a subscription view shows, from a row or from the state a command decided. */
export interface SubscriptionFacts {
  eventType: string;
  filter: ActivityFilter;
  tag: string | null;
  webhookId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const activitySubscriptionView = (id: string, s: SubscriptionFacts): ActivitySubscriptionView => ({
  subscription_id: id,
  event_type: s.eventType,
  filter: s.filter,
  ...(s.tag !== null ? { tag: s.tag } : {}),
  ...(s.webhookId !== null ? { webhook_id: s.webhookId } : {}),
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});

const view = (r: Row): ActivitySubscriptionView =>
  activitySubscriptionView(r.id, {
    eventType: r.event_type,
    filter: r.filter,
    tag: r.tag,
    webhookId: r.webhook_id,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  });

/** A subscription as the admin API shows it: with its app. */
export type AdminActivitySubscriptionView = ActivitySubscriptionView & { app_id: string };
const adminView = (r: Row & { app_id: string }): AdminActivitySubscriptionView => ({ ...view(r), app_id: r.app_id });

@Injectable()
export class ActivitySubscriptionsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countForApp(appId: string): Promise<number> {
    const [{ count }] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM webhooks.activity_subscriptions WHERE app_id = $1 AND NOT deleted',
      [appId],
    )) as Array<{ count: number }>;
    return count;
  }

  /** Every app's subscriptions (or one app's, or one webhook's), newest first, for the admin API. */
  async adminList(options: { appId?: string; webhookId?: string; limit: number }): Promise<AdminActivitySubscriptionView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS}, app_id FROM webhooks.activity_subscriptions
        WHERE NOT deleted AND ($1::text IS NULL OR app_id = $1) AND ($2::text IS NULL OR webhook_id = $2)
        ORDER BY created_at DESC, length(id) DESC, id DESC LIMIT $3`,
      [options.appId ?? null, options.webhookId ?? null, options.limit],
    )) as Array<Row & { app_id: string }>;
    return rows.map(adminView);
  }

  /** A subscription of any app, not deleted. */
  async adminGet(subscriptionId: string): Promise<AdminActivitySubscriptionView | undefined> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS}, app_id FROM webhooks.activity_subscriptions WHERE NOT deleted AND id = $1`, [
      subscriptionId,
    ])) as Array<Row & { app_id: string }>;
    return rows.map(adminView)[0];
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
}
