import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPrincipal, type Principal } from '@platform/auth';
import type { ActivitySubscriptionView } from '../../projections/activity-subscriptions.read-model';
import { CreateActivitySubscriptionCommand } from './create-activity-subscription.command';
import type { CreatedActivitySubscription } from './create-activity-subscription.handler';
import { createActivitySubscriptionInput, CreateActivitySubscriptionRequest } from '../shared/activity-subscription.request';
import { asSubscriptionRefusals } from '../shared/subscription-rules';

@ApiTags('activity')
@Controller('2/activity/subscriptions')
export class CreateActivitySubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Subscribes the calling app to an activity event type for a user (or, for
   * news, a keyword). Private events (direct messages, likes, mutes, blocks,
   * mentions) take user context for the filtered user.
   */
  @Post()
  @HttpCode(200)
  @Authenticated(['bearer', 'oauth1', 'oauth2user'])
  async create(
    @CurrentPrincipal() principal: Exclude<Principal, { scheme: 'admin' }>,
    @Body() body: CreateActivitySubscriptionRequest,
  ): Promise<{ data: { subscription: ActivitySubscriptionView }; meta: { total_subscriptions: number } }> {
    const input = createActivitySubscriptionInput(body);
    const caller = { appId: principal.appId, userId: principal.userId, scopes: principal.scheme === 'bearer' ? principal.scopes : undefined };
    const created = await asSubscriptionRefusals(() =>
      this.commands.execute<CreateActivitySubscriptionCommand, CreatedActivitySubscription>(new CreateActivitySubscriptionCommand(caller, input)),
    );
    return { data: { subscription: created.subscription }, meta: { total_subscriptions: created.total } };
  }
}
