import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, DomainError, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { REPLAY_TO_INVALID_WEBHOOK, WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { webhookRefusal } from '../shared/webhook-problems';
import { ReplayWebhookCommand, type ReplayJob } from '../shared/replay-webhook.command';

/**
 * Records a replay job on the webhook's stream; the activity processor queues
 * the window's activity for delivery again when it reads it. One job per
 * webhook runs at a time, decided on the webhook's stream: from its request
 * until its deliveries are done (WebhookReplayFinished); a second one is
 * `ReplayConflictError`, and a webhook that failed its last CRC check
 * `CrcValidationFailed`, as the Account Activity quickstart names them.
 */
@CommandHandler(ReplayWebhookCommand)
export class ReplayWebhookHandler implements ICommandHandler<ReplayWebhookCommand, ReplayJob> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, webhookId, from, to }: ReplayWebhookCommand): Promise<ReplayJob> {
    const jobId = numericId();
    const now = this.clock.now().toISOString();
    try {
      await this.store.handle(webhookStreamId(webhookId), WEBHOOK_STREAM, webhookDecider, {
        type: 'RequestReplay',
        webhookId,
        appId,
        jobId,
        from: from.toISOString(),
        to: to.toISOString(),
        now,
      });
    } catch (error) {
      const webhook = { name: 'webhook_id', value: webhookId };
      if (error instanceof DomainError && error.code === REPLAY_TO_INVALID_WEBHOOK) throw webhookRefusal('CrcValidationFailed', error.message, webhook);
      if (error instanceof DomainError && error.kind === 'conflict' && error.code !== 'CONCURRENT_MODIFICATION') {
        throw webhookRefusal('ReplayConflictError', error.message, webhook);
      }
      throw error;
    }
    return { job_id: jobId, created_at: now };
  }
}
