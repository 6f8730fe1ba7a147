import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { DELIVERY_FAULTS, type DeliveryFaults } from '@platform/faults';
import { postWithFaults } from './post-with-faults';
import { postWebhook, WebhookPostError } from './webhook-post';

/** Bytes of a delivery's body kept with each attempt (activity items are far smaller). */
const MAX_REQUEST_BODY = 64 * 1024;

/** The delivery an attempt is of, as the worker claimed it. */
export interface AttemptedDelivery {
  id: string;
  webhook_id: string;
  app_id: string;
  /** Attempts made before this one. */
  attempts: number;
  url: string;
  body: string;
}

export type AttemptOutcome = 'delivered' | 'http_error' | 'timeout' | 'connection_error';

/** What an attempt came to, as recorded: its outcome and why it failed (none when delivered). */
export interface AttemptResult {
  outcome: AttemptOutcome;
  failure?: string;
}

interface AttemptRow {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  startedAt: string;
  latencyMs: number;
  outcome: AttemptOutcome;
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
 * not (timeout, refused connection). The fault rules apply here, so a faulted
 * attempt is recorded as the worker counts it (a `timeout` fault as no answer,
 * whatever the receiver said). Rows are written in batches, one INSERT for the
 * attempts answered while the previous one ran, so a busy worker adds a
 * statement per batch rather than per attempt; the worker prunes them with
 * the activity they deliver.
 */
@Injectable()
export class DeliveryAttempts {
  private readonly logger = new Logger(DeliveryAttempts.name);
  private pending: AttemptRow[] = [];
  private writing?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(DELIVERY_FAULTS) private readonly faults?: DeliveryFaults,
  ) {}

  /** Once the attempts recorded so far are written (or given up on). */
  async flushed(): Promise<void> {
    await this.writing;
  }

  /** `POST`s the delivery (fault rules applied) and records the attempt; answers what it came to, never rejecting. */
  async send(delivery: AttemptedDelivery, headers: Record<string, string>, signal: AbortSignal): Promise<AttemptResult> {
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
      const answer = await postWithFaults(this.faults, delivery, () => postWebhook(delivery.url, delivery.body, headers, signal));
      const result: AttemptResult =
        answer.status >= 200 && answer.status <= 299 ? { outcome: 'delivered' } : { outcome: 'http_error', failure: `answered HTTP ${answer.status}` };
      this.add(row({ outcome: result.outcome, responseStatus: answer.status, responseHeaders: JSON.stringify(answer.headers), responseBody: answer.body, error: null }));
      return result;
    } catch (error) {
      const result = unanswered(error);
      this.add(row({ outcome: result.outcome, responseStatus: null, responseHeaders: null, responseBody: null, error: result.failure }));
      return result;
    }
  }

  private add(row: AttemptRow): void {
    this.pending.push(row);
    this.writing ??= this.writeAll();
  }

  /** Writes until nothing is pending, letting go in the same turn as it sees nothing left (so no row added meanwhile waits for the next). */
  private async writeAll(): Promise<void> {
    try {
      while (this.pending.length > 0) await this.write(this.pending.splice(0));
    } finally {
      this.writing = undefined;
    }
  }

  private async write(rows: AttemptRow[]): Promise<void> {
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
    } catch (error) {
      // the log is for people looking: a lost row costs nothing the delivery itself needs
      this.logger.warn({ err: error, attempts: rows.length }, 'could not record delivery attempts');
    }
  }
}

/** An attempt that got no answer: none in time (a `timeout` fault too), or no connection. */
function unanswered(error: unknown): AttemptResult & { failure: string } {
  if (error instanceof WebhookPostError && error.timedOut) return { outcome: 'timeout', failure: 'no answer in time' };
  return { outcome: 'connection_error', failure: `could not connect (${error instanceof WebhookPostError ? error.reason : (error as Error).message})` };
}
