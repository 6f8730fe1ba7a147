import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CallingApp, CallingUser, PlatformUserContext } from '@platform/auth';
import { AccountActivityReadModel } from '../../projections/account-activity.read-model';
import { OwnWebhook } from '../shared/own-webhook';

@ApiTags('account activity')
@Controller('2/account_activity')
export class CheckAccountActivitySubscriptionController {
  constructor(
    private readonly subscriptions: AccountActivityReadModel,
    private readonly webhooks: OwnWebhook,
  ) {}

  /** Whether the calling user's account activity is subscribed to the webhook. */
  @Get('webhooks/:webhook_id/subscriptions/all')
  @PlatformUserContext('dm.read', 'dm.write', 'tweet.read', 'users.read')
  async check(@CallingApp() appId: string, @CallingUser() userId: string, @Param('webhook_id') webhookId: string) {
    await this.webhooks.of(appId, webhookId);
    return { data: { subscribed: await this.subscriptions.isSubscribed(appId, webhookId, userId) } };
  }
}
