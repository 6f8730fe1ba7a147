import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingApp } from '@platform/auth';
import { asWebhookProblems } from '../shared/webhook-problems';
import { ValidateWebhookCommand } from './validate-webhook.command';

@ApiTags('webhooks')
@Controller('2/webhooks/:webhook_id')
export class ValidateWebhookController {
  constructor(private readonly commands: CommandBus) {}

  /** Re-runs the CRC check; `valid` says whether the URL answered it. */
  @Put()
  @Authenticated(['bearer', 'oauth1'])
  async validate(@CallingApp() appId: string, @Param('webhook_id') webhookId: string): Promise<{ data: { valid: boolean } }> {
    const result = await asWebhookProblems(webhookId, () =>
      this.commands.execute<ValidateWebhookCommand, { valid: boolean }>(
        new ValidateWebhookCommand(appId, webhookId),
      ),
    );
    return { data: result };
  }
}
