import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { CLOCK, type Clock } from '@platform/ddd';
import { AdminWebhook } from '../shared/admin-webhook';
import { ReplayWebhookCommand, type ReplayJob } from '../shared/replay-webhook.command';
import { replayWindow } from '../shared/replay-webhook.request';
import { AdminReplayWebhookRequest } from './admin-replay-webhook.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/webhooks/:webhook_id/replay')
export class AdminReplayWebhookController {
  constructor(
    private readonly webhooks: AdminWebhook,
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A replay job for the webhook on its app's behalf, with the rules of
   * `POST /2/webhooks/replay` (the window within the last 24 hours, one job per
   * webhook at a time: 409 while one runs, 400 to an invalid webhook).
   */
  @Post()
  @HttpCode(200)
  async replay(@Param('webhook_id') webhookId: string, @Body() body: AdminReplayWebhookRequest): Promise<{ data: ReplayJob }> {
    const webhook = await this.webhooks.of(webhookId);
    const { from, to } = replayWindow(body, this.clock.now(), 'inclusive');
    return { data: await this.commands.execute<ReplayWebhookCommand, ReplayJob>(new ReplayWebhookCommand(webhook.app_id, webhookId, from, to)) };
  }
}
