import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '@platform/config';
import { EventStore } from '@platform/event-store';
import { Metrics } from '@platform/metrics';
import { appConsumerSecret } from '../shared/app-consumer-secret';
import { finishReplayJob } from '../shared/replay-jobs';
import { ActivityNotifications } from '../shared/activity-notifications';
import { SIGNATURE_HEADER, webhookSignature } from '../shared/signature';

/** Deliveries in flight at once in this replica, and per webhook (so one slow receiver cannot take every slot). */
const MAX_IN_FLIGHT = 64;
const MAX_PER_WEBHOOK = 8;
/** Idle poll: retries come due without a notification. */
const POLL_MS = 500;
/** Activity older than this is dropped (replays reach back 24 hours). */
const RETENTION_HOURS = 48;
const PRUNE_EVERY_MS = 10 * 60_000;

interface Claimed {
  id: string;
  webhook_id: string;
  app_id: string;
  /** The replay job it belongs to, if any. */
  replay_job_id: string | null;
  attempts: number;
  url: string;
  body: string;
}

/**
 * Sends queued deliveries: `POST <webhook url>` with the activity item as JSON,
 * signed with the app's consumer secret. A 2xx answer delivers; anything else
 * (or no answer within WEBHOOK_DELIVERY_TIMEOUT_MS) is retried with
 * exponential back-off up to WEBHOOK_DELIVERY_ATTEMPTS. The state lives in
 * webhooks.deliveries, so a restart resumes; every replica sends, each
 * claiming rows with a lease (FOR UPDATE SKIP LOCKED). Deliveries wait while
 * their webhook is invalid and are dropped with it when it is deleted.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private readonly secrets = new Map<string, string>();
  private readonly perWebhook = new Map<string, number>();
  private readonly sending = new Set<Promise<void>>();
  private stopped = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  /** A wake-up came while claiming: claim again before idling. */
  private woken = false;
  private unsubscribe?: () => void;
  private lastPrune = 0;
  /** The webhook the last claim served last: the next claim starts after it. */
  private lastServed = '';
  private readonly attempts;
  private readonly givenUp;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    private readonly notifications: ActivityNotifications,
    private readonly store: EventStore,
    @Inject(SETTINGS) private readonly settings: Settings,
    metrics: Metrics,
  ) {
    this.attempts = metrics.counter({
      name: 'aviary_webhook_delivery_attempts_total',
      help: 'Delivery attempts made by this replica, by outcome: delivered, http_error, timeout, connection_error.',
      labelNames: ['outcome'] as const,
    });
    this.givenUp = metrics.counter({
      name: 'aviary_webhook_deliveries_failed_total',
      help: 'Deliveries this replica gave up after WEBHOOK_DELIVERY_ATTEMPTS failed attempts.',
    });
    const sending = this.sending;
    metrics.gauge({
      name: 'aviary_webhook_deliveries_in_flight',
      help: 'Deliveries this replica is sending now.',
      collect() {
        this.set(sending.size);
      },
    });
    const queueDepth = () =>
      this.dataSource.query(
        `SELECT count(*)::int AS pending, count(*) FILTER (WHERE next_attempt_at <= now())::int AS due
           FROM webhooks.deliveries WHERE status = 'pending'`,
      ) as Promise<Array<{ pending: number; due: number }>>;
    metrics.gauge({
      name: 'aviary_webhook_delivery_queue_depth',
      help: 'Deliveries waiting to be sent, across every replica: all pending ones, and those due now.',
      labelNames: ['state'] as const,
      async collect() {
        const [depth] = await queueDepth().catch(() => [undefined]);
        if (!depth) return;
        this.set({ state: 'pending' }, depth.pending);
        this.set({ state: 'due' }, depth.due);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.notifications.subscribe(() => this.nudge());
    this.loop = this.run();
  }

  /** Finishes the deliveries in flight while the database is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.sending]);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let claimed: Claimed[] = [];
      try {
        await this.pruneNowAndThen();
        const room = MAX_IN_FLIGHT - this.sending.size;
        if (room > 0) claimed = await this.claim(room);
      } catch (error) {
        if (!this.stopped) this.logger.warn({ err: error }, 'could not claim deliveries');
      }
      for (const delivery of claimed) this.start(delivery);
      if (claimed.length === 0 || this.sending.size >= MAX_IN_FLIGHT) await this.idle();
    }
  }

  private nudge(): void {
    if (this.wake) this.wake();
    else this.woken = true;
  }

  private idle(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, POLL_MS);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wake = undefined;
        resolve();
      }
      this.wake = done;
    });
  }

  /**
   * Leases due deliveries, webhook by webhook: each valid webhook gets at most
   * its share (MAX_PER_WEBHOOK, less what is in flight for it here), so a
   * receiver with a backlog or a slow answer cannot take every slot; webhooks
   * are visited round-robin from the one after the last served.
   */
  private async claim(limit: number): Promise<Claimed[]> {
    const inFlight = [...this.perWebhook.entries()];
    const leaseSeconds = Math.ceil(this.settings.WEBHOOK_DELIVERY_TIMEOUT_MS / 1000) + 30;
    // (a CTE, so that the driver answers the rows rather than [rows, count] as it does for a bare UPDATE)
    const claimed = (await this.dataSource.query(
      `WITH in_flight AS (
         SELECT * FROM unnest($3::text[], $4::int[]) AS f(webhook_id, n)
       ), picked AS (
         SELECT p.id FROM (
           SELECT w.id FROM webhooks.webhook_configs w
            WHERE w.valid AND NOT w.deleted
            ORDER BY w.id <= $6, w.id
         ) w
         CROSS JOIN LATERAL (
           SELECT d.id FROM webhooks.deliveries d
            WHERE d.webhook_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= now()
              AND (d.leased_until IS NULL OR d.leased_until < now())
            ORDER BY d.next_attempt_at, d.id
            LIMIT greatest(0, $5 - coalesce((SELECT n FROM in_flight f WHERE f.webhook_id = w.id), 0))
              FOR UPDATE OF d SKIP LOCKED
         ) p
         LIMIT $1
       ), claimed AS (
         UPDATE webhooks.deliveries d SET leased_until = now() + make_interval(secs => $2)
           FROM picked, webhooks.activity_log a, webhooks.webhook_configs w
          WHERE d.id = picked.id AND a.id = d.activity_id AND w.id = d.webhook_id
         RETURNING d.id, d.webhook_id, d.app_id, d.replay_job_id, d.attempts, w.url, a.body
       )
       SELECT * FROM claimed`,
      [limit, leaseSeconds, inFlight.map(([id]) => id), inFlight.map(([, n]) => n), MAX_PER_WEBHOOK, this.lastServed],
    )) as Claimed[];
    if (claimed.length > 0) this.lastServed = claimed.reduce((max, c) => (c.webhook_id > max ? c.webhook_id : max), '');
    return claimed;
  }

  private start(delivery: Claimed): void {
    this.perWebhook.set(delivery.webhook_id, (this.perWebhook.get(delivery.webhook_id) ?? 0) + 1);
    const sent: Promise<void> = this.send(delivery)
      .catch((error) => this.logger.warn({ err: error, delivery: delivery.id }, 'delivery bookkeeping failed'))
      .finally(() => {
        this.sending.delete(sent);
        const left = (this.perWebhook.get(delivery.webhook_id) ?? 1) - 1;
        if (left > 0) this.perWebhook.set(delivery.webhook_id, left);
        else this.perWebhook.delete(delivery.webhook_id);
        this.nudge();
      });
    this.sending.add(sent);
  }

  private async send(delivery: Claimed): Promise<void> {
    let failure: string | undefined;
    let outcome = 'delivered';
    try {
      const secret = await this.secretOf(delivery.app_id);
      const response = await fetch(delivery.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(secret, delivery.body) },
        body: delivery.body,
        signal: AbortSignal.timeout(this.settings.WEBHOOK_DELIVERY_TIMEOUT_MS),
      });
      // only the status matters: do not read what the receiver sends back
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299) {
        failure = `answered HTTP ${response.status}`;
        outcome = 'http_error';
      }
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      failure = timedOut ? 'no answer in time' : `could not connect (${(error as Error).message})`;
      outcome = timedOut ? 'timeout' : 'connection_error';
    }
    this.attempts.inc({ outcome });
    if (failure === undefined) {
      await this.dataSource.query(
        `UPDATE webhooks.deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = now(),
                leased_until = NULL, last_error = NULL WHERE id = $1`,
        [delivery.id],
      );
      await this.finishReplayWhenDone(delivery);
      return;
    }
    const attempts = delivery.attempts + 1;
    const gaveUp = attempts >= this.settings.WEBHOOK_DELIVERY_ATTEMPTS;
    const backoff = Math.min(this.settings.WEBHOOK_RETRY_BASE_MS * 2 ** (attempts - 1), this.settings.WEBHOOK_RETRY_MAX_MS);
    await this.dataSource.query(
      `UPDATE webhooks.deliveries SET status = $2, attempts = $3, last_error = $4, leased_until = NULL,
              next_attempt_at = now() + make_interval(secs => $5) WHERE id = $1`,
      [delivery.id, gaveUp ? 'failed' : 'pending', attempts, failure, backoff / 1000],
    );
    if (gaveUp) {
      this.givenUp.inc();
      await this.finishReplayWhenDone(delivery);
    }
  }

  /**
   * The last delivery of a replay job done (delivered or given up): the webhook may replay again;
   * the job is complete when none was given up.
   */
  private async finishReplayWhenDone(delivery: Claimed): Promise<void> {
    if (!delivery.replay_job_id) return;
    const [{ pending, failed }] = (await this.dataSource.query(
      `SELECT bool_or(status = 'pending') AS pending, bool_or(status = 'failed') AS failed
         FROM webhooks.deliveries WHERE webhook_id = $1 AND replay_job_id = $2`,
      [delivery.webhook_id, delivery.replay_job_id],
    )) as Array<{ pending: boolean | null; failed: boolean | null }>;
    if (pending) return;
    await finishReplayJob(this.store, { webhookId: delivery.webhook_id, appId: delivery.app_id, jobId: delivery.replay_job_id }, !failed);
  }

  private async secretOf(appId: string): Promise<string> {
    let secret = this.secrets.get(appId);
    if (secret === undefined) {
      secret = await appConsumerSecret(this.queries, appId);
      this.secrets.set(appId, secret);
    }
    return secret;
  }

  /** Drops activity past the replay horizon, and deliveries of deleted webhooks. */
  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.dataSource.query(`DELETE FROM webhooks.activity_log WHERE occurred_at < now() - make_interval(hours => $1)`, [
      RETENTION_HOURS,
    ]);
    await this.dataSource.query(
      `UPDATE webhooks.deliveries d SET status = 'dropped' FROM webhooks.webhook_configs w
        WHERE w.id = d.webhook_id AND w.deleted AND d.status = 'pending'`,
    );
  }
}
