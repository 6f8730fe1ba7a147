import { Controller, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import { CLOCK, type Clock } from '@platform/ddd';
import { platformNumericId } from '@platform/http';
import { ReplayWebhookCommand, type ReplayJob } from '../shared/replay-webhook.command';
import { replayWindow } from '../shared/replay-webhook.request';
import { asWebhookProblems } from '../shared/webhook-problems';
import { ReplayAccountActivityQuery } from './replay-account-activity.request';

/**
 * The Account Activity replay endpoint, deprecated since 2026-03-25 in favour
 * of `POST /2/webhooks/replay`, still answered for the clients that call it:
 * the same replay job (the window's deliveries to the webhook, Account
 * Activity ones included), with the webhook in the path and the window in the
 * query string, `to_date` excluded, answered as that endpoint answered it:
 * `{replay_event: {job_id, created_at}}` at the top level.
 */
@ApiTags('account activity')
@Controller('2/account_activity/replay/webhooks')
export class ReplayAccountActivityController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post(':webhook_id/subscriptions/all')
  @HttpCode(200)
  @AppOnly()
  @ApiOperation({ deprecated: true, summary: 'Deprecated: use POST /2/webhooks/replay' })
  async replay(@CallingApp() appId: string, @Param('webhook_id') webhookId: string, @Query() query: ReplayAccountActivityQuery): Promise<{ replay_event: ReplayJob }> {
    platformNumericId('webhook_id', webhookId);
    const { from, to } = replayWindow(query, this.clock.now(), 'exclusive');
    const job = await asWebhookProblems(webhookId, () =>
      this.commands.execute<ReplayWebhookCommand, ReplayJob>(new ReplayWebhookCommand(appId, webhookId, from, to)),
    );
    return { replay_event: job };
  }
}
