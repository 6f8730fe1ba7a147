import { fold } from '@platform/ddd';
import type { EventStore, Sql } from '@platform/event-store';
import { WEBHOOK, type WebhookEvent } from '../../domain/webhook';

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
 * none given up). Idempotent: only the running job is finished, once. Within
 * the activity processor's transaction (`within`: its `sql`, at its `now`)
 * when given; otherwise in a transaction of its own, retried on a conflict.
 */
export async function finishReplayJob(store: EventStore, job: ReplayJobRef, complete: boolean, within?: { sql: Sql; now: Date }): Promise<void> {
  const { webhookId, appId, jobId } = job;
  const finish = { type: 'FinishReplay' as const, webhookId, appId, jobId, complete };
  const streamId = WEBHOOK.streamId(webhookId);
  if (!within) {
    await store.decide(WEBHOOK, streamId, finish);
    return;
  }
  const { version, events } = await store.readStream(streamId, within.sql);
  const finished = WEBHOOK.decider.decide({ ...finish, now: within.now.toISOString() }, fold(WEBHOOK.decider, events as unknown as WebhookEvent[]));
  if (finished.length > 0) await store.appendAll([{ streamId, streamType: WEBHOOK.type, expectedVersion: version, events: finished }], within.sql);
}
