import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { conflict, notFound } from '@platform/ddd';
import { ActivityNotifications } from './activity-notifications';

/** One attempt at a delivery as the admin API shows it. */
export interface DeliveryAttemptView {
  attempt: number;
  started_at: string;
  latency_ms: number;
  /** delivered, http_error, timeout or connection_error. */
  outcome: string;
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  /** The receiver's answer (its first 4 KiB); null when none came. */
  response: { status: number; headers: Record<string, string>; body: string } | null;
  /** Why no answer came (timeout, refused connection). */
  error: string | null;
}

/** A delivery to a webhook as the admin API shows it, with its attempts. */
export interface DeliveryView {
  id: string;
  /** The activity event delivered: its type, its id, and the subscription it matched. */
  event: { type: string | null; id: string | null; subscription_id: string | null };
  /** pending, delivered, failed (given up) or dropped (its webhook was deleted). */
  status: string;
  attempts: number;
  last_error: string | null;
  replay_job_id: string | null;
  created_at: string;
  delivered_at: string | null;
  /** When the next attempt is due, while pending. */
  next_attempt_at: string | null;
  attempts_log: DeliveryAttemptView[];
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dropped'] as const;

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  replay_job_id: string | null;
  created_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date;
  event_uuid: string | null;
  subscription_id: string | null;
  body: string | null;
  attempts_log: Array<{
    attempt: number;
    started_at: string;
    latency_ms: number;
    outcome: string;
    request: DeliveryAttemptView['request'];
    response_status: number | null;
    response_headers: Record<string, string> | null;
    response_body: string | null;
    error: string | null;
  }>;
}

const SELECT = `
  SELECT d.id::text AS id, d.status, d.attempts, d.last_error, d.replay_job_id, d.created_at, d.delivered_at, d.next_attempt_at,
         a.event_uuid, a.subscription_id, a.body,
         coalesce((SELECT jsonb_agg(jsonb_build_object(
                    'attempt', t.attempt, 'started_at', t.started_at, 'latency_ms', t.latency_ms, 'outcome', t.outcome,
                    'request', t.request, 'response_status', t.response_status, 'response_headers', t.response_headers,
                    'response_body', t.response_body, 'error', t.error) ORDER BY t.id)
                     FROM webhooks.delivery_attempts t WHERE t.delivery_id = d.id), '[]'::jsonb) AS attempts_log
    FROM webhooks.deliveries d LEFT JOIN webhooks.activity_log a ON a.id = d.activity_id`;

/**
 * The deliveries of a webhook with their attempts (webhooks.deliveries, the
 * worker's state, and webhooks.delivery_attempts, its log), and a delivery
 * sent again on an operator's word.
 */
@Injectable()
export class DeliveryLog {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: ActivityNotifications,
  ) {}

  /** The webhook's deliveries, newest first. */
  async list(webhookId: string, options: { limit: number; status?: string }): Promise<DeliveryView[]> {
    const rows = (await this.dataSource.query(`${SELECT} WHERE d.webhook_id = $1 AND ($2::text IS NULL OR d.status = $2) ORDER BY d.id DESC LIMIT $3`, [
      webhookId,
      options.status ?? null,
      options.limit,
    ])) as Row[];
    return rows.map(view);
  }

  async get(webhookId: string, deliveryId: string): Promise<DeliveryView | undefined> {
    const rows = (await this.dataSource.query(`${SELECT} WHERE d.webhook_id = $1 AND d.id = $2`, [webhookId, deliveryId])) as Row[];
    return rows.map(view)[0];
  }

  /**
   * Makes the delivery due now, whatever its state (delivered, given up, or
   * waiting for its next attempt): the worker makes a new attempt, recorded as
   * any other. Refused while an attempt is in flight (its outcome would
   * overwrite the request). The webhook must be valid for the attempt to go.
   */
  async retry(webhookId: string, deliveryId: string): Promise<DeliveryView> {
    const updated = (await this.dataSource.query(
      `WITH due AS (
         UPDATE webhooks.deliveries SET status = 'pending', next_attempt_at = now(), leased_until = NULL
          WHERE webhook_id = $1 AND id = $2 AND (leased_until IS NULL OR leased_until < now())
         RETURNING id
       ) SELECT id FROM due`,
      [webhookId, deliveryId],
    )) as unknown[];
    const delivery = await this.get(webhookId, deliveryId);
    if (!delivery) throw deliveryNotFound(webhookId, deliveryId);
    if (updated.length === 0) throw conflict(`Delivery ${deliveryId} is being sent now; retry it once its attempt is answered.`);
    this.notifications.wake();
    return delivery;
  }
}

export const deliveryNotFound = (webhookId: string, deliveryId: string) =>
  notFound(`Delivery ${deliveryId} of webhook ${webhookId} was not found`, 'delivery_id');

function view(r: Row): DeliveryView {
  return {
    id: r.id,
    event: { type: eventTypeOf(r.body), id: r.event_uuid, subscription_id: r.subscription_id },
    status: r.status,
    attempts: r.attempts,
    last_error: r.last_error,
    replay_job_id: r.replay_job_id,
    created_at: r.created_at.toISOString(),
    delivered_at: r.delivered_at?.toISOString() ?? null,
    next_attempt_at: r.status === 'pending' ? r.next_attempt_at.toISOString() : null,
    attempts_log: r.attempts_log.map((a) => ({
      attempt: a.attempt,
      started_at: new Date(a.started_at).toISOString(),
      latency_ms: a.latency_ms,
      outcome: a.outcome,
      request: a.request,
      response: a.response_status === null ? null : { status: a.response_status, headers: a.response_headers ?? {}, body: a.response_body ?? '' },
      error: a.error,
    })),
  };
}

/** An activity item's `data.event_type`; an Account Activity payload's `<kind>_events` member. */
function eventTypeOf(body: string | null): string | null {
  if (body === null) return null;
  try {
    const item = JSON.parse(body) as { data?: { event_type?: unknown } } & Record<string, unknown>;
    if (typeof item.data?.event_type === 'string') return item.data.event_type;
    return Object.keys(item).find((k) => k.endsWith('_events')) ?? null;
  } catch {
    return null;
  }
}
