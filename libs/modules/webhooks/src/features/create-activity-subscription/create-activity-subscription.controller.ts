import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPrincipal, type Principal } from '@platform/auth';
import type { ActivitySubscriptionView } from '../../projections/activity-subscriptions.read-model';
import { CreateActivitySubscriptionCommand } from './create-activity-subscription.command';
import type { CreatedActivitySubscription } from './create-activity-subscription.handler';
import { parseCreateActivitySubscription } from './create-activity-subscription.request';

@ApiTags('activity')
@ApiBearerAuth('bearer')
@Controller('2/activity/subscriptions')
export class CreateActivitySubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  /** Subscribes the calling app to an activity event type for a user (or, for news, a keyword). */
  @Post()
  @HttpCode(200)
  @Authenticated(['bearer', 'oauth1'])
  @ApiBody({
    schema: {
      type: 'object',
      required: ['event_type', 'filter'],
      properties: {
        event_type: { type: 'string', example: 'profile.update.bio' },
        filter: {
          type: 'object',
          properties: { user_id: { type: 'string' }, keyword: { type: 'string' }, direction: { type: 'string', enum: ['sent', 'received'] } },
        },
        tag: { type: 'string' },
        webhook_id: { type: 'string' },
      },
    },
  })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
  ): Promise<{ data: { subscription: ActivitySubscriptionView }; meta: { total_subscriptions: number } }> {
    const input = parseCreateActivitySubscription(body);
    const created = await this.commands.execute<CreateActivitySubscriptionCommand, CreatedActivitySubscription>(
      new CreateActivitySubscriptionCommand((principal as { appId: string }).appId, input),
    );
    return { data: { subscription: created.subscription }, meta: { total_subscriptions: created.total } };
  }
}
