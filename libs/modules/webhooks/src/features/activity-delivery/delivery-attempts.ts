import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { postWebhook, WebhookPostError } from './webhook-post';

/** Attempts are kept as long as the activity they deliver. */
const RETENTION_HOURS = 48;
const PRUNE_EVERY_MS = 10 * 60_000;
/** Bytes of a delivery's body kept with each attempt (activity items are far smaller). */
const MAX_REQUEST_BODY = 64 * 1024;

/** The delivery an attempt is of, as the worker claimed it. */
export interface AttemptedDelivery {
  id: string;
  webhook_id: string;
  /** Attempts made before this one. */
  attempts: number;
  url: string;
  body: string;
}

interface AttemptRow {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  startedAt: string;
  latencyMs: number;
  outcome: 'delivered' | 'http_error' | 'timeout' | 'connection_error';
  request: string;
  responseStatus: number | null;
  responseHeaders: string | null;
  responseBody: string | null;
  error: string | null;
}

/**
 * The delivery attempts log (webhooks.delivery_attempts): sends one attempt of
 * a delivery and records it, as sent (URL, headers with the signature, body)
 * and as answered (status, a few headers, the first 4 KiB of the body) or why
 * not (timeout, refused connection). Rows are written in batches, one INSERT
 * for the attempts answered while the previous one ran, so a busy worker adds a
 * statement per batch rather than per attempt; attempts older than the
 * activity they deliver are deleted now and then.
 */
@Injectable()
export class DeliveryAttempts implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliveryAttempts.name);
  private pending: AttemptRow[] = [];
  private writing?: Promise<void>;
  private lastPrune = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async beforeApplicationShutdown(): Promise<void> {
    await this.writing;
  }

  /** `POST`s the delivery and records the attempt; answers the status, or rejects as postWebhook does. */
  async post(delivery: AttemptedDelivery, headers: Record<string, string>, signal: AbortSignal): Promise<number> {
    const startedAt = new Date().toISOString();
    const started = performance.now();
    const row = (fields: Pick<AttemptRow, 'outcome' | 'responseStatus' | 'responseHeaders' | 'responseBody' | 'error'>): AttemptRow => ({
      deliveryId: delivery.id,
      webhookId: delivery.webhook_id,
      attempt: delivery.attempts + 1,
      startedAt,
      latencyMs: Math.round(performance.now() - started),
      request: JSON.stringify({ method: 'POST', url: delivery.url, headers, body: delivery.body.slice(0, MAX_REQUEST_BODY) }),
      ...fields,
    });
    try {
      const answer = await postWebhook(delivery.url, delivery.body, headers, signal);
      this.add(
        row({
          outcome: answer.status >= 200 && answer.status <= 299 ? 'delivered' : 'http_error',
          responseStatus: answer.status,
          responseHeaders: JSON.stringify(answer.headers),
          responseBody: answer.body,
          error: null,
        }),
      );
      return answer.status;
    } catch (error) {
      const timedOut = error instanceof WebhookPostError && error.timedOut;
      const reason = error instanceof WebhookPostError ? error.reason : (error as Error).message;
      this.add(
        row({
          outcome: timedOut ? 'timeout' : 'connection_error',
          responseStatus: null,
          responseHeaders: null,
          responseBody: null,
          error: timedOut ? 'no answer in time' : `could not connect (${reason})`,
        }),
      );
      throw error;
    }
  }

  private add(row: AttemptRow): void {
    this.pending.push(row);
    this.writing ??= this.writeAll().finally(() => (this.writing = undefined));
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const rows = this.pending;
      this.pending = [];
      try {
        await this.dataSource.query(
          `INSERT INTO webhooks.delivery_attempts
             (delivery_id, webhook_id, attempt, started_at, latency_ms, outcome, request, response_status, response_headers, response_body, error)
           SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::timestamptz[], $5::int[], $6::text[], $7::jsonb[], $8::int[], $9::jsonb[], $10::text[], $11::text[])`,
          [
            rows.map((r) => r.deliveryId),
            rows.map((r) => r.webhookId),
            rows.map((r) => r.attempt),
            rows.map((r) => r.startedAt),
            rows.map((r) => r.latencyMs),
            rows.map((r) => r.outcome),
            rows.map((r) => r.request),
            rows.map((r) => r.responseStatus),
            rows.map((r) => r.responseHeaders),
            rows.map((r) => r.responseBody),
            rows.map((r) => r.error),
          ],
        );
        if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
          this.lastPrune = Date.now();
          await this.dataSource.query(`DELETE FROM webhooks.delivery_attempts WHERE started_at < now() - make_interval(hours => $1)`, [
            RETENTION_HOURS,
          ]);
        }
      } catch (error) {
        // the log is for people looking: a lost row costs nothing the delivery itself needs
        this.logger.warn({ err: error, attempts: rows.length }, 'could not record delivery attempts');
      }
    }
  }
}
