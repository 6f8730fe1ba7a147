import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { FindAppNameQuery } from '@modules/identity';
import { AppOnly, CallingApp } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { AccountActivityReadModel } from '../../projections/account-activity.read-model';

@ApiTags('account activity')
@Controller('2/account_activity')
export class CountAccountActivitySubscriptionsController {
  constructor(
    private readonly subscriptions: AccountActivityReadModel,
    private readonly queries: QueryBus,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /**
   * The app (by its name) and its subscriptions to its live webhooks and how many it may hold
   * (ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP), counts as strings as the
   * platform writes them; direct-message-only subscriptions no longer exist,
   * so their count is always "0".
   */
  @Get('subscriptions/count')
  @AppOnly()
  async count(@CallingApp() appId: string) {
    return {
      data: {
        account_name: (await this.queries.execute(new FindAppNameQuery(appId))) ?? appId,
        provisioned_count: String(this.settings.ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP),
        subscriptions_count_all: String(await this.subscriptions.countForApp(appId)),
        subscriptions_count_direct_messages: '0',
      },
    };
  }
}
