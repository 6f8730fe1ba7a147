import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { setMaxListeners } from 'node:events';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '@platform/config';
import { EventStore, StateReplacement } from '@platform/event-store';
import { Metrics } from '@platform/metrics';
import { appConsumerSecret } from '../shared/app-consumer-secret';
import { finishReplayJob } from '../shared/replay-jobs';
import { ActivityNotifications } from '../shared/activity-notifications';
import { SIGNATURE_HEADER, webhookSignature } from '../shared/signature';
import { type AttemptResult, DeliveryAttempts } from './delivery-attempts';

/** Deliveries in flight at once in this replica, and per webhook (so one slow receiver cannot take every slot). */
const MAX_IN_FLIGHT = 64;
const MAX_PER_WEBHOOK = 8;
/** Idle poll: retries come due without a notification. */
const POLL_MS = 500;
/** Activity older than this is dropped (replays reach back 24 hours), and the attempts logged with it. */
const RETENTION_HOURS = 48;
const PRUNE_EVERY_MS = 10 * 60_000;

/** A delivery's attempt, answered or not: recorded with the next claim. */
interface Outcome {
  delivery: Claimed;
  /** Why the attempt failed; none when it was delivered. */
  failure?: string;
}

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
 *
 * One statement both records the outcomes of
 * the attempts answered since the last one and claims the next deliveries:
 * an outcome not recorded yet (a crash) leaves its delivery leased, and it is
 * sent again once the lease ends (at least once).
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private readonly secrets = new Map<string, string>();
  private readonly perWebhook = new Map<string, number>();
  private readonly sending = new Set<Promise<void>>();
  /** Replay jobs being looked at after their deliveries were recorded. */
  private readonly finishing = new Set<Promise<void>>();
  /** Attempts answered (or given up on) and not recorded yet. */
  private outcomes: Outcome[] = [];
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
    private readonly attemptLog: DeliveryAttempts,
    replacement: StateReplacement,
  ) {
    replacement.on({ replaced: () => this.secrets.clear() });
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
    await this.attemptLog.flushed();
    // record what the last attempts came to (claiming nothing)
    await this.claim(0).catch((error) => this.logger.warn({ err: error }, 'could not record delivery outcomes'));
    await Promise.allSettled([...this.finishing]);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let claimed: Claimed[] = [];
      try {
        await this.pruneNowAndThen();
        const room = MAX_IN_FLIGHT - this.sending.size;
        if (room > 0 || this.outcomes.length > 0) claimed = await this.claim(Math.max(room, 0));
      } catch (error) {
        if (!this.stopped) this.logger.warn({ err: error }, 'could not claim deliveries');
        if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        continue;
      }
      this.start(claimed);
      if (this.outcomes.length > 0 && !this.stopped) continue;
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
   * Records the outcomes of the attempts answered since the last claim, then
   * leases due deliveries, webhook by webhook: each valid webhook gets at most
   * its share (MAX_PER_WEBHOOK, less what is in flight for it here), so a
   * receiver with a backlog or a slow answer cannot take every slot; webhooks
   * are visited round-robin from the one after the last served. (The rows
   * recorded are leased, so the claim, which sees the table as it was before
   * the statement, never takes them.)
   */
  private async claim(limit: number): Promise<Claimed[]> {
    const settling = this.outcomes;
    this.outcomes = [];
    const inFlight = [...this.perWebhook.entries()];
    const leaseSeconds = Math.ceil(this.settings.WEBHOOK_DELIVERY_TIMEOUT_MS / 1000) + 30;
    const recorded = settling.map((outcome) => this.recorded(outcome));
    let claimed: Claimed[];
    try {
      // (a CTE, so that the driver answers the rows rather than [rows, count] as it does for a bare UPDATE)
      claimed = (await this.dataSource.query(
        `WITH settled AS (
           UPDATE webhooks.deliveries d
              SET status = o.status, attempts = o.attempts, last_error = o.error, leased_until = NULL,
                  delivered_at = CASE WHEN o.status = 'delivered' THEN now() ELSE d.delivered_at END,
                  next_attempt_at = CASE WHEN o.status = 'delivered' THEN d.next_attempt_at ELSE now() + make_interval(secs => o.backoff) END
             FROM unnest($7::bigint[], $8::text[], $9::int[], $10::text[], $11::float8[]) AS o(id, status, attempts, error, backoff)
            WHERE d.id = o.id
         ), in_flight AS (
           SELECT * FROM unnest($3::text[], $4::int[]) AS f(webhook_id, n)
         ), picked AS (
           SELECT p.id FROM (
             SELECT w.id FROM webhooks.webhook_configs w
              WHERE w.valid AND NOT w.deleted AND $1 > 0
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
        [
          limit,
          leaseSeconds,
          inFlight.map(([id]) => id),
          inFlight.map(([, n]) => n),
          MAX_PER_WEBHOOK,
          this.lastServed,
          recorded.map((r) => r.id),
          recorded.map((r) => r.status),
          recorded.map((r) => r.attempts),
          recorded.map((r) => r.error),
          recorded.map((r) => r.backoffSeconds),
        ],
      )) as Claimed[];
    } catch (error) {
      // recorded with the next claim
      this.outcomes = [...settling, ...this.outcomes];
      throw error;
    }
    this.afterRecorded(settling.map(({ delivery }, i) => ({ delivery, status: recorded[i].status })));
    if (claimed.length > 0) this.lastServed = claimed.reduce((max, c) => (c.webhook_id > max ? c.webhook_id : max), '');
    return claimed;
  }

  /** What an attempt's outcome writes: delivered; or pending again after a back-off; or failed, given up. */
  private recorded({ delivery, failure }: Outcome) {
    const attempts = delivery.attempts + 1;
    if (failure === undefined) return { id: delivery.id, status: 'delivered', attempts, error: null, backoffSeconds: null };
    const gaveUp = attempts >= this.settings.WEBHOOK_DELIVERY_ATTEMPTS;
    const backoff = Math.min(this.settings.WEBHOOK_RETRY_BASE_MS * 2 ** (attempts - 1), this.settings.WEBHOOK_RETRY_MAX_MS);
    return { id: delivery.id, status: gaveUp ? 'failed' : 'pending', attempts, error: failure, backoffSeconds: backoff / 1000 };
  }

  /** Once outcomes are recorded: deliveries given up are counted, and the replay jobs of those settled may be done. */
  private afterRecorded(settled: Array<{ delivery: Claimed; status: string }>): void {
    const jobs = new Map<string, Claimed>();
    for (const { delivery, status } of settled) {
      if (status === 'failed') this.givenUp.inc();
      if (status !== 'pending' && delivery.replay_job_id) jobs.set(`${delivery.webhook_id} ${delivery.replay_job_id}`, delivery);
    }
    for (const delivery of jobs.values()) {
      const finished: Promise<void> = this.finishReplayWhenDone(delivery)
        .catch((error) => this.logger.warn({ err: error, delivery: delivery.id }, 'delivery bookkeeping failed'))
        .finally(() => this.finishing.delete(finished));
      this.finishing.add(finished);
    }
  }

  /**
   * Sends a claimed batch: its deliveries started together share one timeout
   * (a single timer), and a body going to several webhooks of one app is
   * signed once.
   */
  private start(batch: Claimed[]): void {
    if (batch.length === 0) return;
    const timeout = new AbortController();
    setMaxListeners(batch.length + 1, timeout.signal);
    const timer = setTimeout(() => timeout.abort(), this.settings.WEBHOOK_DELIVERY_TIMEOUT_MS);
    const signatures = new Map<string, Map<string, string>>();
    const signed = (secret: string, body: string) => {
      const bySecret = signatures.get(secret) ?? signatures.set(secret, new Map()).get(secret)!;
      let signature = bySecret.get(body);
      if (signature === undefined) bySecret.set(body, (signature = webhookSignature(secret, body)));
      return signature;
    };
    let left = batch.length;
    for (const delivery of batch) {
      this.perWebhook.set(delivery.webhook_id, (this.perWebhook.get(delivery.webhook_id) ?? 0) + 1);
      const sent: Promise<void> = this.send(delivery, timeout.signal, signed)
        .catch((error) => this.logger.warn({ err: error, delivery: delivery.id }, 'delivery bookkeeping failed'))
        .finally(() => {
          this.sending.delete(sent);
          const stillThere = (this.perWebhook.get(delivery.webhook_id) ?? 1) - 1;
          if (stillThere > 0) this.perWebhook.set(delivery.webhook_id, stillThere);
          else this.perWebhook.delete(delivery.webhook_id);
          if (--left === 0) clearTimeout(timer);
          this.nudge();
        });
      this.sending.add(sent);
    }
  }

  /** One attempt; its outcome is recorded with the next claim. */
  private async send(delivery: Claimed, timeout: AbortSignal, signed: (secret: string, body: string) => string): Promise<void> {
    let result: AttemptResult;
    try {
      const secret = await this.secretOf(delivery.app_id);
      result = await this.attemptLog.send(delivery, { 'content-type': 'application/json', [SIGNATURE_HEADER]: signed(secret, delivery.body) }, timeout);
    } catch (error) {
      // the app's secret could not be read: nothing was sent
      result = { outcome: 'connection_error', failure: `could not connect (${(error as Error).message})` };
    }
    this.attempts.inc({ outcome: result.outcome });
    this.outcomes.push({ delivery, failure: result.failure });
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

  /** Drops activity past the replay horizon with its logged attempts, and deliveries of deleted webhooks. */
  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.dataSource.query(`DELETE FROM webhooks.activity_log WHERE occurred_at < now() - make_interval(hours => $1)`, [
      RETENTION_HOURS,
    ]);
    await this.dataSource.query(`DELETE FROM webhooks.delivery_attempts WHERE started_at < now() - make_interval(hours => $1)`, [RETENTION_HOURS]);
    await this.dataSource.query(
      `UPDATE webhooks.deliveries d SET status = 'dropped' FROM webhooks.webhook_configs w
        WHERE w.id = d.webhook_id AND w.deleted AND d.status = 'pending'`,
    );
  }
}
