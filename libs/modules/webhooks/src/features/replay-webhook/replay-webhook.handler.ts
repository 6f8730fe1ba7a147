import { numericId } from '@platform/ddd';
import { streamCommandHandler } from '@platform/event-store';
import { WEBHOOK, type WebhookReplayRequested } from '../../domain/webhook';
import { ReplayWebhookCommand, type ReplayJob } from '../shared/replay-webhook.command';

/**
 * Records a replay job on the webhook's stream; the activity processor queues
 * the window's activity for delivery again when it reads it. One job per
 * webhook runs at a time, decided on the webhook's stream: from its request
 * until its deliveries are done (WebhookReplayFinished); the refusals are
 * answered as `asWebhookProblems` says.
 */
export const ReplayWebhookHandler = streamCommandHandler(ReplayWebhookCommand, WEBHOOK, {
  decide: ({ appId, webhookId, from, to }) => {
    const jobId = numericId();
    const command = { type: 'RequestReplay' as const, webhookId, appId, jobId, from: from.toISOString(), to: to.toISOString() };
    return { stream: WEBHOOK.streamId(webhookId), command, jobId };
  },
  answer: ({ events: [requested] }, { jobId }): ReplayJob => ({ job_id: jobId, created_at: (requested as WebhookReplayRequested).data.requestedAt }),
});
