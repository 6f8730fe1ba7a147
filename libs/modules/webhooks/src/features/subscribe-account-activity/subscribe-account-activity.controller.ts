import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CallingApp, CallingUser, PlatformUserContext } from '@platform/auth';
import { platformNumericId } from '@platform/http';
import { SubscribeAccountActivityCommand } from './subscribe-account-activity.command';
import { asAccountActivityProblems } from '../shared/account-activity-subscription';

/**
 * The Account Activity API: a user subscribes their account activity (direct
 * messages, posts, follows, likes, ...) to one of the app's webhooks in their
 * own context. Deliveries carry the Account Activity payloads
 * (`for_user_id`, `direct_message_events`, `post_create_events`, ...),
 * signed like every delivery.
 */
@ApiTags('account activity')
@Controller('2/account_activity')
export class SubscribeAccountActivityController {
  constructor(private readonly commands: CommandBus) {}

  @Post('webhooks/:webhook_id/subscriptions/all')
  @HttpCode(200)
  @PlatformUserContext('dm.read', 'dm.write', 'tweet.read', 'users.read')
  async subscribe(@CallingApp() appId: string, @CallingUser() userId: string, @Param('webhook_id') webhookId: string) {
    platformNumericId('webhook_id', webhookId);
    return { data: await asAccountActivityProblems(webhookId, userId, () => this.commands.execute(new SubscribeAccountActivityCommand(appId, webhookId, userId))) };
  }
}
