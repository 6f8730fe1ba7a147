import { Global, Module } from '@nestjs/common';
import { ACCOUNT_ACCESS, ACCOUNT_DIRECTORY } from '@platform/auth';
import { AccountStreamDirectory } from './account-directory';
import { AccountsReadModel } from './projections/accounts.read-model';

/**
 * Provides ACCOUNT_ACCESS to the whole application: every module's ads routes
 * check account ownership through it without importing campaigns; and
 * ACCOUNT_DIRECTORY, the account facts other modules decide on.
 */
@Global()
@Module({
  providers: [
    AccountsReadModel,
    { provide: ACCOUNT_ACCESS, useExisting: AccountsReadModel },
    { provide: ACCOUNT_DIRECTORY, useClass: AccountStreamDirectory },
  ],
  exports: [AccountsReadModel, ACCOUNT_ACCESS, ACCOUNT_DIRECTORY],
})
export class AccountAccessModule {}
