import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import type { ActivitySubscriptionView } from '../../projections/activity-subscriptions.read-model';
import { updateActivitySubscriptionInput, UpdateActivitySubscriptionRequest } from '../shared/activity-subscription.request';
import { asSubscriptionProblems, checkSubscriptionId } from '../shared/subscription-problems';
import { asSubscriptionRefusals } from '../shared/subscription-rules';
import { UpdateActivitySubscriptionCommand } from './update-activity-subscription.command';

@ApiTags('activity')
@Controller('2/activity/subscriptions/:subscription_id')
export class UpdateActivitySubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  /** Changes a subscription's `tag` or `webhook_id` (its type and filter are fixed). */
  @Put()
  @AppOnly()
  async update(
    @CallingApp() appId: string,
    @Param('subscription_id') subscriptionId: string,
    @Body() body: UpdateActivitySubscriptionRequest,
  ): Promise<{ data: { subscription: ActivitySubscriptionView; total_subscriptions: number } }> {
    checkSubscriptionId(subscriptionId);
    const input = updateActivitySubscriptionInput(body);
    const { subscription, total } = await asSubscriptionProblems(subscriptionId, () =>
      asSubscriptionRefusals(() =>
        this.commands.execute<UpdateActivitySubscriptionCommand, { subscription: ActivitySubscriptionView; total: number }>(
          new UpdateActivitySubscriptionCommand(appId, subscriptionId, input),
        ),
      ),
    );
    return { data: { subscription, total_subscriptions: total } };
  }
}
