import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingApp } from '@platform/auth';
import { CreateWebhookCommand, type CreatedWebhook } from './create-webhook.command';
import { CreateWebhookRequest } from './create-webhook.request';

@ApiTags('webhooks')
@Controller('2/webhooks')
export class CreateWebhookController {
  constructor(private readonly commands: CommandBus) {}

  /** Registers a webhook of the calling app after a successful CRC check of its URL. */
  @Post()
  @HttpCode(200)
  @Authenticated(['bearer', 'oauth1'])
  async create(@CallingApp() appId: string, @Body() body: CreateWebhookRequest): Promise<{ data: CreatedWebhook }> {
    const webhook = await this.commands.execute<CreateWebhookCommand, CreatedWebhook>(
      new CreateWebhookCommand(appId, body.url),
    );
    return { data: webhook };
  }
}
