import type { Clock } from '@platform/ddd';
import type { ActivityMappingRegistry, ActivityOccurrence, EventStore, Processor, RecordedEvent, Sql, StreamWrite } from '@platform/event-store';
import { ACCOUNT_ACTIVITY_STREAM, accountActivityDecider, accountActivityStreamId } from '../../domain/account-activity-subscription';
import type { ActivityFilter } from '../../domain/activity-subscription';
import { APP_WEBHOOKS_STREAM, appWebhooksDecider, type AppWebhooksEvent, type AppWebhooksState, appWebhooksStreamId } from '../../domain/app-webhooks';
import type { WebhookReplayFinished, WebhookReplayRequested } from '../../domain/webhook';
import { ACTIVITY_EVENT_TYPES } from '../../domain/activity-event-types';
import { finishReplayJob, replayJobStatus } from '../shared/replay-jobs';
import { ACTIVITY_CHANNEL } from '../shared/activity-notifications';
import { accountActivityBody } from './account-activity-payload';
import { eventUuid, passesFilter } from './activity-matching';

/** Matched activity written per statement (a batch may write several). */
const LOG_CHUNK = 1000;

/** The activity log's subscription id of a replay job's status (`replay:<job id>`): for the webhook alone, never replayed. */
const REPLAY_STATUS = 'replay:';

interface SubscriptionRow {
  id: string;
  app_id: string;
  event_type: string;
  canonical_type: string;
  user_id: string | null;
  matches_from: Date;
  filter: ActivityFilter;
  direction: string | null;
  keyword: string | null;
  tag: string | null;
  webhook_id: string | null;
  webhook_live: boolean | null;
}

/** A user's Account Activity subscription to a webhook. */
interface AccountActivityRow {
  webhook_id: string;
  app_id: string;
  user_id: string;
  subscribed_at: Date;
  webhook_live: boolean;
}

/** One activity event matched to one subscription, as the activity log keeps it. */
interface LogRow {
  uuid: string;
  appId: string;
  subscriptionId: string;
  webhookId: string | null;
  at: Date;
  body: string;
  deliver: boolean;
  /** Shown on the app's activity stream (Account Activity is for its webhook alone). */
  streamed: boolean;
}

/**
 * Turns committed domain events into activity: every activity event a module's
 * mapping yields is matched against the live subscriptions, written to the
 * activity log (what streams read and replays resend) and, for subscriptions
 * with a valid webhook, queued as a delivery — all in the transaction that
 * moves the processor's checkpoint, so nothing is matched twice or skipped.
 * Replay jobs are queued here too, in order with everything else.
 */
export class ActivityProcessor implements Processor {
  readonly name = 'webhooks.activity';
  readonly startFrom = 'now' as const;
  readonly batchSize = 500;

  /** The types some module maps to activity, and replay jobs requested and ended: the data of no other event is read. */
  get handles(): readonly string[] {
    return [...this.mappings.eventTypes(), 'webhooks.WebhookReplayRequested', 'webhooks.WebhookReplayFinished'];
  }

  constructor(
    private readonly store: EventStore,
    private readonly mappings: ActivityMappingRegistry,
    /** Of (user, app) pairs, those where the user still authorizes the app (`<user> <app>` keys). */
    private readonly authorized: (pairs: Array<{ userId: string; appId: string }>) => Promise<Set<string>>,
    private readonly clock: Clock,
  ) {}

  async handle(events: RecordedEvent[], sql: Sql): Promise<void> {
    const rows: LogRow[] = [];
    let logged = 0;
    const replays: Array<WebhookReplayRequested['data']> = [];
    const finished: Array<{ event: RecordedEvent; job: WebhookReplayFinished['data'] }> = [];
    const matched: Array<{ event: RecordedEvent; index: number; occurrence: ActivityOccurrence }> = [];
    const revoked: Array<{ subscription: AccountActivityRow; at: Date }> = [];
    for (const event of events) {
      if (event.type === 'webhooks.WebhookReplayRequested') {
        replays.push((event as unknown as WebhookReplayRequested).data);
        continue;
      }
      if (event.type === 'webhooks.WebhookReplayFinished') {
        finished.push({ event, job: (event as unknown as WebhookReplayFinished).data });
        continue;
      }
      for (const [index, occurrence] of this.mappings.activityOf(event).entries()) matched.push({ event, index, occurrence });
    }
    const candidates = await this.subscriptionsFor(matched.map((m) => m.occurrence), sql);
    const accountActivity = await this.accountActivityFor(matched.map((m) => m.occurrence), sql);
    const { allowed, authorizes } = await this.privateEventsAllowed(candidates, accountActivity);
    for (const { event, index, occurrence } of matched) {
      const uuid = eventUuid(event.globalPosition, index);
      const forUser = occurrence.userId !== undefined ? (candidates.get(`${occurrence.eventType} ${occurrence.userId}`) ?? []) : [];
      const forAnyone = candidates.get(`${occurrence.eventType} `) ?? [];
      for (const subscription of [...forUser, ...forAnyone]) {
        // only events recorded once the subscription existed
        if (subscription.matches_from > event.recordedAt || !passesFilter(subscription, occurrence)) continue;
        if (!allowed(subscription)) continue;
        const data = {
          event_type: subscription.event_type,
          event_uuid: uuid,
          filter: subscription.filter,
          ...(subscription.tag !== null ? { tag: subscription.tag } : {}),
          payload: occurrence.payload,
        };
        rows.push({
          uuid,
          appId: subscription.app_id,
          subscriptionId: subscription.id,
          webhookId: subscription.webhook_id,
          at: event.occurredAt,
          body: JSON.stringify({ data }),
          deliver: subscription.webhook_live === true,
          streamed: true,
        });
        // a popular user's event can match many subscriptions: write as we go, a bounded chunk at a time
        if (rows.length >= LOG_CHUNK) logged += await this.log(rows.splice(0), sql);
      }
      // a user's account activity, to each webhook the user subscribed it to while authorizing its app
      const subscribers = occurrence.userId !== undefined ? accountActivity.get(occurrence.userId) : undefined;
      const body = subscribers && accountActivityBody(occurrence, event.occurredAt);
      for (const subscription of body ? subscribers! : []) {
        if (subscription.subscribed_at > event.recordedAt || !this.reaches(occurrence, subscription, authorizes)) continue;
        if (occurrence.revokedAppId !== undefined) revoked.push({ subscription, at: event.occurredAt });
        rows.push({
          uuid,
          appId: subscription.app_id,
          subscriptionId: `account_activity:${subscription.webhook_id}`,
          webhookId: subscription.webhook_id,
          at: event.occurredAt,
          body: JSON.stringify(body),
          deliver: subscription.webhook_live === true,
          streamed: false,
        });
      }
    }
    rows.push(...(await this.replayStatuses(finished, sql)));
    logged += await this.log(rows.splice(0), sql);
    await this.endRevokedSubscriptions(revoked, sql);
    // after the batch's own activity is logged, so that a replay covers it too
    for (const replay of replays) await this.queueReplay(replay, sql);
    // what logs rows asks for the notification itself; replays queued with nothing logged ask for it here
    if (logged === 0 && replays.length > 0) await sql.query('SELECT pg_notify($1, $2)', [ACTIVITY_CHANNEL, '']);
  }

  /**
   * Whether a user's account activity reaches one of their subscriptions: while
   * the user authorizes the subscription's app; a revocation only to the
   * revoked app's webhooks, once the user authorizes that app no more.
   */
  private reaches(occurrence: ActivityOccurrence, subscription: AccountActivityRow, authorizes: (userId: string, appId: string) => boolean): boolean {
    const authorized = authorizes(subscription.user_id, subscription.app_id);
    if (occurrence.revokedAppId === undefined) return authorized;
    return subscription.app_id === occurrence.revokedAppId && !authorized;
  }

  /**
   * The Account Activity subscriptions a revocation reached end by themselves,
   * as the docs say, in the transaction that delivers the revocation: each
   * decided on its stream.
   */
  private async endRevokedSubscriptions(revoked: Array<{ subscription: AccountActivityRow; at: Date }>, sql: Sql): Promise<void> {
    const writes: StreamWrite[] = [];
    /** Each app's webhooks stream, where its subscriptions are counted: one write per app, its events in order. */
    const apps = new Map<string, { version: number; state: AppWebhooksState; events: AppWebhooksEvent[] }>();
    for (const { subscription, at } of revoked) {
      const { webhook_id: webhookId, user_id: userId, app_id: appId } = subscription;
      const streamId = accountActivityStreamId(webhookId, userId);
      // two revocations of one batch end a subscription once
      if (writes.some((w) => w.streamId === streamId)) continue;
      const now = at.toISOString();
      const { version, state } = await this.store.load(streamId, accountActivityDecider);
      const events = accountActivityDecider.decide({ type: 'RevokeAccountActivity', appId, webhookId, userId, now }, state);
      if (events.length === 0) continue;
      writes.push({ streamId, streamType: ACCOUNT_ACTIVITY_STREAM, expectedVersion: version, events });
      let app = apps.get(appId);
      if (!app) {
        const { version: appVersion, state: appState } = await this.store.load(appWebhooksStreamId(appId), appWebhooksDecider);
        app = { version: appVersion, state: appState, events: [] };
        apps.set(appId, app);
      }
      const freed = appWebhooksDecider.decide({ type: 'RemoveAccountActivity', appId, webhookId, userId, now }, app.state);
      app.state = freed.reduce(appWebhooksDecider.evolve, app.state);
      app.events.push(...freed);
    }
    for (const [appId, { version, events }] of apps) {
      if (events.length > 0) writes.push({ streamId: appWebhooksStreamId(appId), streamType: APP_WEBHOOKS_STREAM, expectedVersion: version, events });
    }
    if (writes.length > 0) await this.store.appendAll(writes, sql);
  }

  /**
   * Writes matched activity to the log and queues the deliveries of those with
   * a live webhook; answers how many. The same statement asks for the
   * notification the stream feeds and delivery workers wait for: sent at
   * commit, once however many statements of the transaction ask for it.
   */
  private async log(rows: LogRow[], sql: Sql): Promise<number> {
    if (rows.length === 0) return 0;
    await sql.query(
      `WITH input AS (
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::boolean[], $8::boolean[])
           WITH ORDINALITY AS t(event_uuid, app_id, subscription_id, webhook_id, occurred_at, body, deliver, streamed, n)
       ), logged AS (
         INSERT INTO webhooks.activity_log (event_uuid, app_id, subscription_id, webhook_id, occurred_at, body, streamed)
         SELECT event_uuid, app_id, subscription_id, webhook_id, occurred_at, body, streamed FROM input ORDER BY n
         RETURNING id, event_uuid, subscription_id, webhook_id, app_id
       ), queued AS (
         INSERT INTO webhooks.deliveries (activity_id, webhook_id, app_id)
         SELECT logged.id, logged.webhook_id, logged.app_id
           FROM logged JOIN input USING (event_uuid, subscription_id)
          WHERE input.deliver
          ORDER BY logged.id
       )
       SELECT pg_notify($9, '')`,
      [
        rows.map((r) => r.uuid),
        rows.map((r) => r.appId),
        rows.map((r) => r.subscriptionId),
        rows.map((r) => r.webhookId),
        rows.map((r) => r.at.toISOString()),
        rows.map((r) => r.body),
        rows.map((r) => r.deliver),
        rows.map((r) => r.streamed),
        ACTIVITY_CHANNEL,
      ],
    );
    return rows.length;
  }

  /**
   * The live subscriptions that may match these activity events, by
   * "<type> <user>" (and "<type> " for those without a user filter): one query
   * per batch.
   */
  private async subscriptionsFor(occurrences: ActivityOccurrence[], sql: Sql): Promise<Map<string, SubscriptionRow[]>> {
    const byKey = new Map<string, SubscriptionRow[]>();
    if (occurrences.length === 0) return byKey;
    const { rows } = await sql.query<SubscriptionRow>(
      `SELECT s.id, s.app_id, s.event_type, s.canonical_type, s.user_id, s.filter, s.direction, s.keyword, s.tag, s.webhook_id,
              s.matches_from, (w.valid AND NOT w.deleted) AS webhook_live
         FROM webhooks.activity_subscriptions s
         LEFT JOIN webhooks.webhook_configs w ON w.id = s.webhook_id
        WHERE NOT s.deleted AND s.canonical_type = ANY($1) AND (s.user_id = ANY($2) OR s.user_id IS NULL)
        ORDER BY s.created_at, s.id`,
      [[...new Set(occurrences.map((o) => o.eventType))], [...new Set(occurrences.flatMap((o) => o.userId ?? []))]],
    );
    for (const row of rows) {
      const key = `${row.canonical_type} ${row.user_id ?? ''}`;
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    return byKey;
  }

  /** The Account Activity subscriptions of the users these events are about (of events Account Activity carries). */
  private async accountActivityFor(occurrences: ActivityOccurrence[], sql: Sql): Promise<Map<string, AccountActivityRow[]>> {
    const byUser = new Map<string, AccountActivityRow[]>();
    const users = [...new Set(occurrences.filter((o) => accountActivityBody(o, this.clock.now()) !== undefined).flatMap((o) => o.userId ?? []))];
    if (users.length === 0) return byUser;
    const { rows } = await sql.query<AccountActivityRow>(
      `SELECT a.webhook_id, a.app_id, a.user_id, a.subscribed_at, (w.valid AND NOT w.deleted) AS webhook_live
         FROM webhooks.account_activity_subscriptions a
         JOIN webhooks.webhook_configs w ON w.id = a.webhook_id
        WHERE a.user_id = ANY($1)
        ORDER BY a.subscribed_at, a.webhook_id`,
      [users],
    );
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    return byUser;
  }

  /**
   * Private events (direct messages, ...) and a user's account activity reach
   * an app only while the user authorizes it: a revoked app stops receiving them.
   */
  private async privateEventsAllowed(
    candidates: Map<string, SubscriptionRow[]>,
    accountActivity: Map<string, AccountActivityRow[]>,
  ): Promise<{ allowed: (s: SubscriptionRow) => boolean; authorizes: (userId: string, appId: string) => boolean }> {
    const isPrivate = (s: SubscriptionRow) => s.user_id !== null && ACTIVITY_EVENT_TYPES[s.canonical_type]?.private === true;
    const pairs = [
      ...[...candidates.values()].flat().filter(isPrivate).map((s) => ({ userId: s.user_id!, appId: s.app_id })),
      ...[...accountActivity.values()].flat().map((a) => ({ userId: a.user_id, appId: a.app_id })),
    ];
    const authorized = pairs.length === 0 ? new Set<string>() : await this.authorized(pairs);
    const authorizes = (userId: string, appId: string) => authorized.has(`${userId} ${appId}`);
    return { allowed: (s) => !isPrivate(s) || authorizes(s.user_id!, s.app_id), authorizes };
  }

  /**
   * A replay job that ended tells its webhook, after the job's own deliveries:
   * `replay_job_status` (complete, or incomplete when some were given up),
   * delivered as everything else is while the webhook is valid. Jobs ended
   * before the outcome was recorded tell nothing.
   */
  private async replayStatuses(finished: Array<{ event: RecordedEvent; job: WebhookReplayFinished['data'] }>, sql: Sql): Promise<LogRow[]> {
    const told = finished.filter(({ job }) => job.complete !== undefined);
    if (told.length === 0) return [];
    const { rows: live } = await sql.query<{ id: string }>(
      'SELECT id FROM webhooks.webhook_configs WHERE id = ANY($1) AND valid AND NOT deleted',
      [told.map(({ job }) => job.webhookId)],
    );
    const valid = new Set(live.map((w) => w.id));
    return told.map(({ event, job }) => ({
      uuid: eventUuid(event.globalPosition, 0),
      appId: job.appId,
      subscriptionId: `${REPLAY_STATUS}${job.jobId}`,
      webhookId: job.webhookId,
      at: event.occurredAt,
      body: JSON.stringify(replayJobStatus(job, job.complete === true)),
      deliver: valid.has(job.webhookId),
      streamed: false,
    }));
  }

  /**
   * Every activity event matched for the webhook within the window is delivered again;
   * a window without any finishes the job at once (the delivery worker finishes the others).
   */
  private async queueReplay(replay: WebhookReplayRequested['data'], sql: Sql): Promise<void> {
    const { rowCount } = await sql.query(
      `INSERT INTO webhooks.deliveries (activity_id, webhook_id, app_id, replay_job_id)
       SELECT id, webhook_id, app_id, $2 FROM webhooks.activity_log
        WHERE webhook_id = $1 AND occurred_at >= $3 AND occurred_at < $4 AND subscription_id NOT LIKE '${REPLAY_STATUS}%'
        ORDER BY id`,
      [replay.webhookId, replay.jobId, replay.from, replay.to],
    );
    if (!rowCount && replay.tracked) await finishReplayJob(this.store, replay, true, { sql, now: this.clock.now() });
  }
}
