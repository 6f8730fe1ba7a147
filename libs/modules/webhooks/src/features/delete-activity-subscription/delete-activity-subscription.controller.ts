import { Controller, Delete, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPrincipal, type Principal } from '@platform/auth';
import { DomainError, NUMERIC_ID } from '@platform/ddd';
import { ProblemError } from '@platform/http';
import { ActivitySubscriptionsReadModel } from '../../projections/activity-subscriptions.read-model';
import { asSubscriptionProblems, checkSubscriptionId } from '../subscription-problems';
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
    @CurrentPrincipal() principal: Principal,
    @Param('subscription_id') subscriptionId: string,
  ): Promise<{ data: { deleted: true }; meta: { total_subscriptions: number } }> {
    checkSubscriptionId(subscriptionId);
    const appId = (principal as { appId: string }).appId;
    await asSubscriptionProblems(subscriptionId, () => this.commands.execute(new DeleteActivitySubscriptionCommand(appId, subscriptionId)));
    return { data: { deleted: true }, meta: { total_subscriptions: await this.subscriptions.countForApp(appId) } };
  }

  /** Deletes up to 100 subscriptions by id; ids that fail are listed under `errors` and the rest still go. */
  @Delete()
  @Authenticated(['bearer', 'oauth1'])
  @ApiQuery({ name: 'ids', required: true, description: 'csv of 1 to 100 subscription ids' })
  async deleteMany(@CurrentPrincipal() principal: Principal, @Query('ids') rawIds?: unknown): Promise<DeletedMany> {
    const ids = parseIds(rawIds);
    const appId = (principal as { appId: string }).appId;
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

function parseIds(raw: unknown): string[] {
  const value = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : undefined;
  if (value === undefined || value === '') throw ProblemError.invalidParameter('ids', '', 'The `ids` query parameter is required');
  const ids = value.split(',');
  if (ids.length > 100) throw ProblemError.invalidParameter('ids', value, 'The `ids` query parameter takes at most 100 ids');
  for (const id of ids) {
    if (!NUMERIC_ID.test(id)) throw ProblemError.invalidParameter('ids', value, `The \`ids\` query parameter value [${id}] does not match ^[0-9]{1,19}$`);
  }
  return [...new Set(ids)];
}
