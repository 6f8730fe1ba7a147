import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountView } from '../../projections/accounts.read-model';
import { AccountCreation } from '../shared/account-creation';
import { CreateSandboxAccountCommand } from './create-sandbox-account.command';

/** A sandbox account for the authenticated user, with its funding instrument. */
@CommandHandler(CreateSandboxAccountCommand)
export class CreateSandboxAccountHandler implements ICommandHandler<CreateSandboxAccountCommand, AccountView> {
  constructor(private readonly creation: AccountCreation) {}

  execute({ ownerUserId }: CreateSandboxAccountCommand): Promise<AccountView> {
    return this.creation.create({ environment: 'sandbox', name: 'Sandbox account', timezone: 'America/Los_Angeles', ownerUserId });
  }
}
