import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import { CLOCK, type Clock } from '@platform/ddd';
import { asWebhookProblems } from '../shared/webhook-problems';
import { ReplayWebhookCommand, type ReplayJob } from '../shared/replay-webhook.command';
import { ReplayWebhookRequest, replayWindow } from '../shared/replay-webhook.request';

@ApiTags('webhooks')
@Controller('2/webhooks/replay')
export class ReplayWebhookController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Delivers again to the webhook the activity of a window (yyyymmddhhmm, UTC, both minutes included, within the last 24 hours). */
  @Post()
  @HttpCode(200)
  @AppOnly()
  async replay(@CallingApp() appId: string, @Body() body: ReplayWebhookRequest): Promise<{ data: ReplayJob }> {
    const webhookId = body.webhook_id;
    const { from, to } = replayWindow(body, this.clock.now(), 'inclusive');
    const job = await asWebhookProblems(webhookId, () =>
      this.commands.execute<ReplayWebhookCommand, ReplayJob>(new ReplayWebhookCommand(appId, webhookId, from, to)),
    );
    return { data: job };
  }
}
