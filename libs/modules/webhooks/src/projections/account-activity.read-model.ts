import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@Injectable()
export class AccountActivityReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async isSubscribed(appId: string, webhookId: string, userId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM webhooks.account_activity_subscriptions WHERE app_id = $1 AND webhook_id = $2 AND user_id = $3',
      [appId, webhookId, userId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The users subscribed to a webhook, in the order they subscribed. */
  async usersOf(webhookId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      'SELECT user_id FROM webhooks.account_activity_subscriptions WHERE webhook_id = $1 ORDER BY subscribed_at, user_id',
      [webhookId],
    )) as Array<{ user_id: string }>;
    return rows.map((r) => r.user_id);
  }

  /** The app's subscriptions to its webhooks that are not deleted (a deleted webhook's end with it). */
  async countForApp(appId: string): Promise<number> {
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM webhooks.account_activity_subscriptions a
         JOIN webhooks.webhook_configs w ON w.id = a.webhook_id
        WHERE a.app_id = $1 AND NOT w.deleted`,
      [appId],
    )) as Array<{ count: number }>;
    return count;
  }
}
