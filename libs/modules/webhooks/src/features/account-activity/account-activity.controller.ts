import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp, CallingUser, PlatformUserContext } from '@platform/auth';
import { AccountActivityReadModel } from '../../projections/account-activity.read-model';
import { WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { checkNumericPathId } from '../subscription-problems';
import { webhookIdInvalid } from '../webhook-problems';
import { SubscribeAccountActivityCommand, UnsubscribeAccountActivityCommand } from './account-activity.commands';

/**
 * The Account Activity API: a user subscribes their account activity (direct
 * messages, their posts) to one of the app's webhooks in their own context;
 * the app lists, counts and ends the subscriptions with its bearer token.
 * Deliveries carry the Account Activity payloads (`for_user_id`,
 * `direct_message_events`, `tweet_create_events`, ...), signed like every delivery.
 */
@ApiTags('account activity')
@Controller('2/account_activity')
export class AccountActivityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: AccountActivityReadModel,
    private readonly webhooks: WebhookConfigsReadModel,
  ) {}

  @Post('webhooks/:webhook_id/subscriptions/all')
  @HttpCode(200)
  @PlatformUserContext('tweet.read', 'users.read', 'dm.read')
  async subscribe(@CallingApp() appId: string, @CallingUser() userId: string, @Param('webhook_id') webhookId: string) {
    checkNumericPathId('webhook_id', webhookId);
    return { data: await this.commands.execute(new SubscribeAccountActivityCommand(appId, webhookId, userId)) };
  }

  @Get('webhooks/:webhook_id/subscriptions/all')
  @PlatformUserContext('tweet.read', 'users.read', 'dm.read')
  async check(@CallingApp() appId: string, @CallingUser() userId: string, @Param('webhook_id') webhookId: string) {
    await this.ownWebhook(appId, webhookId);
    return { data: { subscribed: await this.subscriptions.isSubscribed(appId, webhookId, userId) } };
  }

  @Get('webhooks/:webhook_id/subscriptions/all/list')
  @AppOnly()
  async list(@CallingApp() appId: string, @Param('webhook_id') webhookId: string) {
    const webhook = await this.ownWebhook(appId, webhookId);
    const users = await this.subscriptions.usersOf(webhookId);
    return { data: { application_id: appId, webhook_id: webhookId, webhook_url: webhook.url, subscriptions: users.map((user_id) => ({ user_id })) } };
  }

  /** The app's subscriptions, all of which carry direct messages; counts are strings, as the platform writes them. */
  @Get('subscriptions/count')
  @AppOnly()
  async count(@CallingApp() appId: string) {
    const count = String(await this.subscriptions.countForApp(appId));
    return { data: { account_name: appId, subscriptions_count_all: count, subscriptions_count_direct_messages: count } };
  }

  @Delete('webhooks/:webhook_id/subscriptions/:user_id/all')
  @AppOnly()
  async unsubscribe(@CallingApp() appId: string, @Param('webhook_id') webhookId: string, @Param('user_id') userId: string) {
    checkNumericPathId('webhook_id', webhookId);
    checkNumericPathId('user_id', userId);
    return { data: await this.commands.execute(new UnsubscribeAccountActivityCommand(appId, webhookId, userId)) };
  }

  private async ownWebhook(appId: string, webhookId: string) {
    checkNumericPathId('webhook_id', webhookId);
    const webhook = await this.webhooks.get(appId, webhookId);
    if (!webhook) throw webhookIdInvalid(webhookId);
    return webhook;
  }
}
