import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import { platformNumericId } from '@platform/http';
import { DeleteAccountActivitySubscriptionCommand } from './delete-account-activity-subscription.command';
import { asAccountActivityProblems } from '../shared/account-activity-subscription';

@ApiTags('account activity')
@Controller('2/account_activity')
export class DeleteAccountActivitySubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  /** The app ends a user's subscription with its bearer token; ending it twice changes nothing. */
  @Delete('webhooks/:webhook_id/subscriptions/:user_id/all')
  @AppOnly()
  async unsubscribe(@CallingApp() appId: string, @Param('webhook_id') webhookId: string, @Param('user_id') userId: string) {
    platformNumericId('webhook_id', webhookId);
    platformNumericId('user_id', userId);
    return { data: await asAccountActivityProblems(webhookId, userId, () => this.commands.execute(new DeleteAccountActivitySubscriptionCommand(appId, webhookId, userId))) };
  }
}
