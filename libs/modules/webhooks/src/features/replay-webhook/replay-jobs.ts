import { fold } from '@platform/ddd';
import type { EventStore, Sql } from '@platform/event-store';
import { WEBHOOK_STREAM, type WebhookEvent, webhookDecider, webhookStreamId } from '../../domain/webhook';

export interface ReplayJobRef {
  webhookId: string;
  appId: string;
  jobId: string;
}

/**
 * Records that a replay job's deliveries are all done (or that it had none),
 * so the webhook may replay again. Idempotent: only the running job is
 * finished, once. Within `sql` (the activity processor's transaction) when
 * given; otherwise in a transaction of its own, retried on a conflict.
 */
export async function finishReplayJob(store: EventStore, job: ReplayJobRef, sql?: Sql): Promise<void> {
  const command = { type: 'FinishReplay' as const, ...job, now: new Date().toISOString() };
  const streamId = webhookStreamId(job.webhookId);
  if (!sql) {
    await store.handle(streamId, WEBHOOK_STREAM, webhookDecider, command);
    return;
  }
  const { version, events } = await store.readStream(streamId, sql);
  const finished = webhookDecider.decide(command, fold(webhookDecider, events as unknown as WebhookEvent[]));
  if (finished.length > 0) await store.appendAll([{ streamId, streamType: WEBHOOK_STREAM, expectedVersion: version, events: finished }], sql);
}
