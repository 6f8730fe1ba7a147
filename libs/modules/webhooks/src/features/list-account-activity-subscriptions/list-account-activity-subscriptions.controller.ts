import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import { AccountActivityReadModel } from '../../projections/account-activity.read-model';
import { OwnWebhook } from '../shared/own-webhook';

@ApiTags('account activity')
@Controller('2/account_activity')
export class ListAccountActivitySubscriptionsController {
  constructor(
    private readonly subscriptions: AccountActivityReadModel,
    private readonly webhooks: OwnWebhook,
  ) {}

  /** The users subscribed to the webhook, with the app's bearer token. */
  @Get('webhooks/:webhook_id/subscriptions/all/list')
  @AppOnly()
  async list(@CallingApp() appId: string, @Param('webhook_id') webhookId: string) {
    const webhook = await this.webhooks.of(appId, webhookId);
    const users = await this.subscriptions.usersOf(webhookId);
    return { data: { application_id: appId, webhook_id: webhookId, webhook_url: webhook.url, subscriptions: users.map((user_id) => ({ user_id })) } };
  }
}
