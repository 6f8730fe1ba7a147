import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingApp } from '@platform/auth';
import { asWebhookProblems } from '../shared/webhook-problems';
import { DeleteWebhookCommand } from './delete-webhook.command';

@ApiTags('webhooks')
@Controller('2/webhooks/:webhook_id')
export class DeleteWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @Authenticated(['bearer', 'oauth1'])
  async delete(@CallingApp() appId: string, @Param('webhook_id') webhookId: string): Promise<{ data: { deleted: true } }> {
    await asWebhookProblems(webhookId, () =>
      this.commands.execute(new DeleteWebhookCommand(appId, webhookId)),
    );
    return { data: { deleted: true } };
  }
}
