import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import { AccountActivityReadModel } from '../../projections/account-activity.read-model';

@ApiTags('account activity')
@Controller('2/account_activity')
export class CountAccountActivitySubscriptionsController {
  constructor(private readonly subscriptions: AccountActivityReadModel) {}

  /** The app's subscriptions, all of which carry direct messages; counts are strings, as the platform writes them. */
  @Get('subscriptions/count')
  @AppOnly()
  async count(@CallingApp() appId: string) {
    const count = String(await this.subscriptions.countForApp(appId));
    return { data: { account_name: appId, subscriptions_count_all: count, subscriptions_count_direct_messages: count } };
  }
}
