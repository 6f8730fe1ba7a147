import { Controller, Delete, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import { ProblemError } from '@platform/http';
import { checkSubscriptionId } from '../shared/subscription-problems';
import { DeleteActivitySubscriptionsQuery } from './delete-activity-subscriptions.request';
import { DeleteActivitySubscriptionsCommand, type DeletedActivitySubscriptions } from './delete-activity-subscription.command';

interface DeletedMany {
  data: Array<{ subscription_id: string; deleted: boolean }>;
  errors?: Array<{ subscription_id: string; reason: string; message: string }>;
  meta: { total_subscriptions: number };
}

const notFoundMessage = (id: string) => `Could not find subscription with id: [${id}].`;

@ApiTags('activity')
@Controller('2/activity/subscriptions')
export class DeleteActivitySubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':subscription_id')
  @AppOnly()
  async deleteOne(
    @CallingApp() appId: string,
    @Param('subscription_id') subscriptionId: string,
  ): Promise<{ data: { deleted: true }; meta: { total_subscriptions: number } }> {
    checkSubscriptionId(subscriptionId);
    const result = await this.delete(appId, [subscriptionId]);
    if (result.notFound.length > 0) throw ProblemError.resourceNotFound('subscription', 'subscription_id', subscriptionId);
    return { data: { deleted: true }, meta: { total_subscriptions: result.total } };
  }

  /** Deletes up to 100 subscriptions by id; ids that fail are listed under `errors` and the rest still go. */
  @Delete()
  @AppOnly()
  async deleteMany(@CallingApp() appId: string, @Query() query: DeleteActivitySubscriptionsQuery): Promise<DeletedMany> {
    const ids = [...new Set(query.ids.split(','))];
    const result = await this.delete(appId, ids);
    const data = ids.map((id) => ({ subscription_id: id, deleted: result.deleted.includes(id) }));
    const errors = result.notFound.map((id) => ({ subscription_id: id, reason: 'not-found', message: notFoundMessage(id) }));
    const meta = { total_subscriptions: result.total };
    return errors.length > 0 ? { data, errors, meta } : { data, meta };
  }

  private delete(appId: string, ids: string[]): Promise<DeletedActivitySubscriptions> {
    return this.commands.execute<DeleteActivitySubscriptionsCommand, DeletedActivitySubscriptions>(new DeleteActivitySubscriptionsCommand(appId, ids));
  }
}
