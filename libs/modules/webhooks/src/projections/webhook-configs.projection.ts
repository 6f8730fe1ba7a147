import { conflict } from '@platform/ddd';
import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { WebhookEvent } from '../domain/webhook';

/**
 * webhooks.webhook_configs: every webhook config, its validity and whether it
 * was deleted; webhooks.replay_jobs: the replay jobs, and whether the
 * processor has queued them.
 */
export const webhookConfigsProjection: InlineProjection = {
  name: 'webhooks.webhook_configs',
  // (webhooks.replay_jobs is not rebuilt: the processor marks its rows as it queues them)
  tables: ['webhooks.webhook_configs'],
  handles: ['webhooks.WebhookCreated', 'webhooks.WebhookCrcChecked', 'webhooks.WebhookDeleted', 'webhooks.WebhookReplayRequested'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as WebhookEvent;
    switch (e.type) {
      case 'webhooks.WebhookCreated':
        await sql.query('INSERT INTO webhooks.webhook_configs (id, app_id, url, valid, created_at, last_checked_at) VALUES ($1, $2, $3, $4, $5, $5)', [
          e.data.webhookId,
          e.data.appId,
          e.data.url,
          e.data.valid,
          e.data.createdAt,
        ]);
        break;
      case 'webhooks.WebhookCrcChecked':
        await sql.query('UPDATE webhooks.webhook_configs SET valid = $2, last_checked_at = $3 WHERE id = $1', [
          e.data.webhookId,
          e.data.valid,
          e.data.checkedAt,
        ]);
        break;
      case 'webhooks.WebhookDeleted':
        await sql.query('UPDATE webhooks.webhook_configs SET deleted = true WHERE id = $1', [e.data.webhookId]);
        break;
      case 'webhooks.WebhookReplayRequested': {
        // One job per webhook at a time, decided in the appending transaction: refused while another
        // job waits for the processor (unique index) or still has deliveries pending. A job already
        // recorded is being replayed by a rebuild: nothing to decide.
        // (the processor takes the same lock to queue a job, so these reads see its work or none of it)
        await sql.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [replayLockKey(e.data.webhookId)]);
        const known = await sql.query('SELECT 1 FROM webhooks.replay_jobs WHERE id = $1', [e.data.jobId]);
        if (known.rows.length > 0) break;
        const { rows } = await sql.query(
          `INSERT INTO webhooks.replay_jobs (id, webhook_id)
           SELECT $1, $2 WHERE NOT EXISTS (
             SELECT 1 FROM webhooks.deliveries
              WHERE webhook_id = $2 AND replay_job_id IS NOT NULL AND status = 'pending')
           RETURNING id`,
          [e.data.jobId, e.data.webhookId],
        );
        if (rows.length === 0) throw conflict(`A replay job of webhook ${e.data.webhookId} is still in progress`);
        break;
      }
    }
  },
};

/** The transaction lock that serialises deciding and queueing a webhook's replay jobs. */
export const replayLockKey = (webhookId: string) => `aviary.replay:${webhookId}`;
