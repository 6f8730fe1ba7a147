import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { AppOnly, CurrentPrincipal, type Principal } from '@platform/auth';
import { CLOCK, type Clock } from '@platform/ddd';
import { asWebhookProblems } from '../webhook-problems';
import { ReplayWebhookCommand, type ReplayJob } from './replay-webhook.command';
import { parseReplayRequest } from './replay-webhook.request';

@ApiTags('webhooks')
@ApiBearerAuth('bearer')
@Controller('2/webhooks/replay')
export class ReplayWebhookController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Delivers again to the webhook the activity of a window (yyyymmddhhmm, UTC, within the last 24 hours). */
  @Post()
  @HttpCode(200)
  @AppOnly()
  @ApiBody({
    schema: {
      type: 'object',
      required: ['webhook_id', 'from_date', 'to_date'],
      properties: { webhook_id: { type: 'string' }, from_date: { type: 'string', example: '202611210900' }, to_date: { type: 'string' } },
    },
  })
  async replay(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ data: ReplayJob }> {
    const { webhookId, from, to } = parseReplayRequest(body, this.clock.now());
    const appId = (principal as { appId: string }).appId;
    const job = await asWebhookProblems(webhookId, () =>
      this.commands.execute<ReplayWebhookCommand, ReplayJob>(new ReplayWebhookCommand(appId, webhookId, from, to)),
    );
    return { data: job };
  }
}
