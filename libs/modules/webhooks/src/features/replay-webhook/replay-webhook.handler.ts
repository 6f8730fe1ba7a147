import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, DomainError, numericId } from '@platform/ddd';
import { EventStore, violatedConstraint } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import { WEBHOOK_STREAM, webhookDecider, webhookStreamId } from '../../domain/webhook';
import { ReplayWebhookCommand, type ReplayJob } from './replay-webhook.command';

/**
 * Records a replay job on the webhook's stream; the activity processor queues
 * the window's activity for delivery again when it reads it. One job per
 * webhook runs at a time: from its request until its deliveries are done
 * (a unique index settles two requests at the same moment).
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
      `SELECT id FROM webhooks.replay_jobs WHERE webhook_id = $1 AND NOT queued
       UNION ALL
       SELECT replay_job_id FROM webhooks.deliveries
        WHERE webhook_id = $1 AND replay_job_id IS NOT NULL AND status = 'pending' AND app_id = $2
       LIMIT 1`,
      [webhookId, appId],
    )) as Array<{ id: string }>;
    if (running.length > 0) throw inProgress(running[0].id);
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
      // another request's job was recorded meanwhile (see the webhook configs projection)
      const refused = violatedConstraint(error) === 'replay_jobs_one_waiting' || (error instanceof DomainError && error.kind === 'conflict');
      if (refused) throw inProgress('');
      throw error;
    }
    return { job_id: jobId, created_at: now };
  }
}

function inProgress(jobId: string): ProblemError {
  const which = jobId ? `Replay job ${jobId}` : 'A replay job';
  return new ProblemError(409, 'conflict', 'Conflict', `${which} of this webhook is still in progress.`);
}
