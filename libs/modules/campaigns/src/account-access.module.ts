import { Global, Module } from '@nestjs/common';
import { ACCOUNT_ACCESS } from '@platform/auth';
import { AccountsReadModel } from './projections/accounts.read-model';

/**
 * Provides ACCOUNT_ACCESS to the whole application: every module's ads routes
 * check account ownership through it without importing campaigns.
 */
@Global()
@Module({
  providers: [AccountsReadModel, { provide: ACCOUNT_ACCESS, useExisting: AccountsReadModel }],
  exports: [AccountsReadModel, ACCOUNT_ACCESS],
})
export class AccountAccessModule {}
