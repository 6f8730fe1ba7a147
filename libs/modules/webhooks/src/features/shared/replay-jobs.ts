import { fold } from '@platform/ddd';
import type { EventStore, Sql } from '@platform/event-store';
import { WEBHOOK_STREAM, type WebhookEvent, webhookDecider, webhookStreamId } from '../../domain/webhook';

export interface ReplayJobRef {
  webhookId: string;
  appId: string;
  jobId: string;
}

/** How a replay job's status is told to its webhook when it ends (`replay_job_status`). */
export const replayJobStatus = (job: ReplayJobRef, complete: boolean) => ({
  replay_job_status: {
    webhook_id: job.webhookId,
    job_state: complete ? 'Complete' : 'Incomplete',
    job_state_description: complete
      ? 'Every event of the replay window was delivered.'
      : 'Some events of the replay window could not be delivered; request the replay again.',
    job_id: job.jobId,
  },
});

/**
 * Records that a replay job's deliveries are all done (or that it had none),
 * so the webhook may replay again, and whether all were delivered (`complete`:
 * none given up), at `now`. Idempotent: only the running job is finished, once. Within
 * `sql` (the activity processor's transaction) when given; otherwise in a
 * transaction of its own, retried on a conflict.
 */
export async function finishReplayJob(store: EventStore, job: ReplayJobRef, complete: boolean, now: Date, sql?: Sql): Promise<void> {
  const { webhookId, appId, jobId } = job;
  const command = { type: 'FinishReplay' as const, webhookId, appId, jobId, complete, now: now.toISOString() };
  const streamId = webhookStreamId(job.webhookId);
  if (!sql) {
    await store.handle(streamId, WEBHOOK_STREAM, webhookDecider, command);
    return;
  }
  const { version, events } = await store.readStream(streamId, sql);
  const finished = webhookDecider.decide(command, fold(webhookDecider, events as unknown as WebhookEvent[]));
  if (finished.length > 0) await store.appendAll([{ streamId, streamType: WEBHOOK_STREAM, expectedVersion: version, events: finished }], sql);
}
