import { Controller, Delete, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingApp } from '@platform/auth';
import { DomainError } from '@platform/ddd';
import { ActivitySubscriptionsReadModel } from '../../projections/activity-subscriptions.read-model';
import { asSubscriptionProblems, checkSubscriptionId } from '../subscription-problems';
import { DeleteActivitySubscriptionsQuery } from './delete-activity-subscriptions.request';
import { DeleteActivitySubscriptionCommand } from './delete-activity-subscription.command';

interface DeletedMany {
  data: Array<{ subscription_id: string; deleted: boolean }>;
  errors?: Array<{ subscription_id: string; reason: string; message: string }>;
  meta: { total_subscriptions: number };
}

@ApiTags('activity')
@ApiBearerAuth('bearer')
@Controller('2/activity/subscriptions')
export class DeleteActivitySubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: ActivitySubscriptionsReadModel,
  ) {}

  @Delete(':subscription_id')
  @Authenticated(['bearer', 'oauth1'])
  async deleteOne(
    @CallingApp() appId: string,
    @Param('subscription_id') subscriptionId: string,
  ): Promise<{ data: { deleted: true }; meta: { total_subscriptions: number } }> {
    checkSubscriptionId(subscriptionId);
    await asSubscriptionProblems(subscriptionId, () => this.commands.execute(new DeleteActivitySubscriptionCommand(appId, subscriptionId)));
    return { data: { deleted: true }, meta: { total_subscriptions: await this.subscriptions.countForApp(appId) } };
  }

  /** Deletes up to 100 subscriptions by id; ids that fail are listed under `errors` and the rest still go. */
  @Delete()
  @Authenticated(['bearer', 'oauth1'])
  async deleteMany(@CallingApp() appId: string, @Query() query: DeleteActivitySubscriptionsQuery): Promise<DeletedMany> {
    const ids = [...new Set(query.ids.split(','))];
    const data: DeletedMany['data'] = [];
    const errors: NonNullable<DeletedMany['errors']> = [];
    for (const id of ids) {
      try {
        await this.commands.execute(new DeleteActivitySubscriptionCommand(appId, id));
        data.push({ subscription_id: id, deleted: true });
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
        data.push({ subscription_id: id, deleted: false });
        errors.push({ subscription_id: id, reason: 'not-found', message: `Could not find subscription with id: [${id}].` });
      }
    }
    const meta = { total_subscriptions: await this.subscriptions.countForApp(appId) };
    return errors.length > 0 ? { data, errors, meta } : { data, meta };
  }
}
