import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { RegisteredUserQuery } from '@modules/identity';
import { invalidParameter } from '@platform/ddd';
import type { AccountView } from '../../domain/views';
import { AccountCreation } from '../shared/account-creation';
import { AdminCreateAdAccountCommand } from './admin-create-ad-account.command';

export type AdminAccountView = AccountView & { user_id: string };

/** Production ad accounts are provisioned by the operator, for a user its stream holds; sandbox ones through the sandbox API. */
@CommandHandler(AdminCreateAdAccountCommand)
export class AdminCreateAdAccountHandler implements ICommandHandler<AdminCreateAdAccountCommand, AdminAccountView> {
  constructor(
    private readonly queries: QueryBus,
    private readonly creation: AccountCreation,
  ) {}

  async execute({ ownerUserId, options }: AdminCreateAdAccountCommand): Promise<AdminAccountView> {
    const account = await this.creation.create(async () => {
      const owner = await this.queries.execute(new RegisteredUserQuery(ownerUserId));
      if (!owner) throw invalidParameter('user_id', `User ${ownerUserId} was not found`);
      const created = {
        environment: 'production' as const,
        name: options.name ?? owner.screenName,
        timezone: options.timezone ?? 'America/Los_Angeles',
        businessId: options.businessId,
        businessName: options.businessName,
        industryType: options.industryType,
        featureKeys: options.featureKeys,
        ownerUserId,
      };
      return { account: created, guards: [owner.guard] };
    });
    return { ...account, user_id: ownerUserId };
  }
}
