import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A webhook config as the platform API shows it. */
export interface WebhookConfigView {
  id: string;
  url: string;
  valid: boolean;
  created_at: string;
}

/** A webhook config as the admin API shows it: its app, and how its last CRC check went. */
export interface AdminWebhookView extends WebhookConfigView {
  app_id: string;
  last_crc_check: {
    checked_at: string;
    /** The URL answered the challenge correctly. */
    succeeded: boolean;
    /** Why it failed (null when it succeeded). */
    reason: string | null;
    /** The HTTP status it answered with (null: no answer, or a check recorded before statuses were). */
    status: number | null;
    latency_ms: number | null;
  };
  /** The last correct answer (creation counts). */
  last_success_at: string;
}

interface AdminRow {
  id: string;
  app_id: string;
  url: string;
  valid: boolean;
  created_at: Date;
  last_checked_at: Date;
  last_success_at: Date;
  last_check_reason: string | null;
  last_check_status: number | null;
  last_check_latency_ms: number | null;
}

const ADMIN_SELECT = `SELECT id, app_id, url, valid, created_at, last_checked_at, last_success_at, last_check_reason, last_check_status, last_check_latency_ms
  FROM webhooks.webhook_configs WHERE NOT deleted`;

const adminView = (r: AdminRow): AdminWebhookView => ({
  id: r.id,
  app_id: r.app_id,
  url: r.url,
  valid: r.valid,
  created_at: r.created_at.toISOString(),
  last_crc_check: {
    checked_at: r.last_checked_at.toISOString(),
    succeeded: r.last_checked_at.getTime() === r.last_success_at.getTime(),
    reason: r.last_check_reason,
    status: r.last_check_status,
    latency_ms: r.last_check_latency_ms,
  },
  last_success_at: r.last_success_at.toISOString(),
});

@Injectable()
export class WebhookConfigsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(appId: string, webhookId: string): Promise<WebhookConfigView | undefined> {
    return (await this.live('AND id = $2', [appId, webhookId]))[0];
  }

  async listForApp(appId: string): Promise<WebhookConfigView[]> {
    return this.live('ORDER BY created_at, id', [appId]);
  }

  /** Every app's webhooks (or one app's) that are not deleted, for the admin API, oldest first. */
  async adminList(appId?: string): Promise<AdminWebhookView[]> {
    const rows = (await this.dataSource.query(`${ADMIN_SELECT} AND ($1::text IS NULL OR app_id = $1) ORDER BY created_at, id`, [appId ?? null])) as AdminRow[];
    return rows.map(adminView);
  }

  /** A webhook of any app, not deleted. */
  async adminGet(webhookId: string): Promise<AdminWebhookView | undefined> {
    const rows = (await this.dataSource.query(`${ADMIN_SELECT} AND id = $1`, [webhookId])) as AdminRow[];
    return rows.map(adminView)[0];
  }

  /** The app's webhooks that are not deleted, as shown, narrowed or ordered by `rest`. */
  private async live(rest: string, params: string[]): Promise<WebhookConfigView[]> {
    const sql = `SELECT id, url, valid, created_at FROM webhooks.webhook_configs WHERE app_id = $1 AND NOT deleted ${rest}`;
    const rows = (await this.dataSource.query(sql, params)) as Array<Omit<WebhookConfigView, 'created_at'> & { created_at: Date }>;
    return rows.map((r) => ({ id: r.id, url: r.url, valid: r.valid, created_at: r.created_at.toISOString() }));
  }

  /**
   * Takes up to `limit` valid webhooks (of every app) not validated for
   * `staleSeconds` and neither checked nor taken for `intervalSeconds`,
   * recording the taking in `webhooks.recheck_claims` (not in the read
   * model, which holds only what events say) so that another replica looking
   * at the same moment takes others (the check's own event follows). A webhook whose re-check failed
   * for a passing reason is taken again at the next interval.
   */
  async claimDueForRecheck(staleSeconds: number, intervalSeconds: number, limit = 20): Promise<Array<{ id: string; appId: string; url: string }>> {
    const rows = (await this.dataSource.query(
      `WITH due AS (
         SELECT w.id FROM webhooks.webhook_configs w LEFT JOIN webhooks.recheck_claims c ON c.webhook_id = w.id
          WHERE w.valid AND NOT w.deleted AND w.last_success_at < now() - make_interval(secs => $1)
            AND greatest(w.last_checked_at, c.claimed_at) < now() - make_interval(secs => $3)
          ORDER BY greatest(w.last_checked_at, c.claimed_at) LIMIT $2
            FOR UPDATE OF w SKIP LOCKED
       ), claimed AS (
         INSERT INTO webhooks.recheck_claims (webhook_id, claimed_at) SELECT id, now() FROM due
         ON CONFLICT (webhook_id) DO UPDATE SET claimed_at = excluded.claimed_at
         RETURNING webhook_id
       )
       SELECT w.id, w.app_id, w.url FROM webhooks.webhook_configs w JOIN claimed ON claimed.webhook_id = w.id`,
      [staleSeconds, limit, intervalSeconds],
    )) as Array<{ id: string; app_id: string; url: string }>;
    return rows.map((r) => ({ id: r.id, appId: r.app_id, url: r.url }));
  }
}
