import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import { WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { ReplayWebhookCommand, type ReplayJob } from './replay-webhook.command';

/**
 * Records a replay job on the webhook's stream; the activity processor queues
 * the window's activity for delivery again when it reads it. One job per
 * webhook runs at a time.
 */
@CommandHandler(ReplayWebhookCommand)
export class ReplayWebhookHandler implements ICommandHandler<ReplayWebhookCommand, ReplayJob> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, webhookId, from, to }: ReplayWebhookCommand): Promise<ReplayJob> {
    const running = (await this.dataSource.query(
      `SELECT replay_job_id FROM webhooks.deliveries
        WHERE webhook_id = $1 AND replay_job_id IS NOT NULL AND status = 'pending' AND app_id = $2 LIMIT 1`,
      [webhookId, appId],
    )) as Array<{ replay_job_id: string }>;
    if (running.length > 0) {
      throw new ProblemError(409, 'conflict', 'Conflict', `Replay job ${running[0].replay_job_id} of this webhook is still in progress.`);
    }
    const jobId = numericId();
    const now = this.clock.now().toISOString();
    await this.store.handle(webhookStreamId(webhookId), WEBHOOK_STREAM, webhookDecider, {
      type: 'RequestReplay',
      webhookId,
      appId,
      jobId,
      from: from.toISOString(),
      to: to.toISOString(),
      now,
    });
    return { job_id: jobId, created_at: now };
  }
}
