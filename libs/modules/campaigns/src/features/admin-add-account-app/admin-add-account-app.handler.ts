import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { base36Id, CLOCK, type Clock, conflict, isoSeconds, notFound } from '@platform/ddd';
import { EventStore, sqlState, violatedConstraint } from '@platform/event-store';
import { ACCOUNT_APP_STREAM, accountAppDecider, accountAppStreamId } from '../../domain/account-app';
import type { AccountAppView } from '../../domain/views';
import { ONE_APP_PER_ACCOUNT } from '../../persistence/migrations/1732000002200-cross-stream-uniqueness';
import { AccountsReadModel } from '../../projections/accounts.read-model';
import { accountAppsTable } from '../../projections/tables';
import { AdminAddAccountAppCommand } from './admin-add-account-app.command';

export type AdminAccountAppView = AccountAppView & { account_id: string };

/**
 * Associates a mobile app with a production ad account: the ads API has no
 * endpoint that creates account apps, so the operator provisions them.
 */
@CommandHandler(AdminAddAccountAppCommand)
export class AdminAddAccountAppHandler implements ICommandHandler<AdminAddAccountAppCommand, AdminAccountAppView> {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountsReadModel,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, app }: AdminAddAccountAppCommand): Promise<AdminAccountAppView> {
    const account = await this.accounts.get('production', accountId);
    if (!account || account.deleted) throw notFound(`Ad account ${accountId} was not found`, 'account_id');
    const id = base36Id();
    const taken = () =>
      conflict(`The account already has the ${app.osType} app ${app.appStoreIdentifier.trim()}`, 'app_store_identifier');
    try {
      await this.store.handle(
        accountAppStreamId('production', id),
        ACCOUNT_APP_STREAM,
        accountAppDecider,
        { type: 'AddAccountApp', environment: 'production', accountId, id, ...app, now: isoSeconds(this.clock.now()) },
        { accountId },
      );
    } catch (error) {
      // the read model's unique index: one row per app and account, even for concurrent requests
      if (sqlState(error) === '23505' && violatedConstraint(error) === ONE_APP_PER_ACCOUNT) throw taken();
      throw error;
    }
    return { ...(await accountAppsTable.get(this.db, 'production', accountId, id))!, account_id: accountId };
  }
}
