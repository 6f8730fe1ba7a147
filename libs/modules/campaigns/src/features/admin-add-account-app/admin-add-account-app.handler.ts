import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { conflict, notFound } from '@platform/ddd';
import { EventStore, sqlState, violatedConstraint } from '@platform/event-store';
import { accountDecider, accountStreamId } from '../../domain/account';
import type { AccountAppView } from '../../domain/views';
import { AccountApp } from '../../entities/account-app.entity';
import { ONE_APP_PER_ACCOUNT } from '../../persistence/migrations/1732000002200-cross-stream-uniqueness';
import { AdminAddAccountAppCommand } from './admin-add-account-app.command';

export type AdminAccountAppView = AccountAppView & { account_id: string };

/**
 * Associates a mobile app with a production ad account: the ads API has no
 * endpoint that creates account apps, so the operator provisions them.
 */
@CommandHandler(AdminAddAccountAppCommand)
export class AdminAddAccountAppHandler implements ICommandHandler<AdminAddAccountAppCommand, AdminAccountAppView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly store: EventStore,
  ) {}

  async execute({ accountId, app }: AdminAddAccountAppCommand): Promise<AdminAccountAppView> {
    try {
      const added = await this.entities.create(AccountApp, { environment: 'production', accountId, ...app }, async () => {
        // the account, from its stream, guarded: it cannot be deleted under the new app
        const streamId = accountStreamId('production', accountId);
        const { version, state: account } = await this.store.load(streamId, accountDecider);
        if (!account.account || account.account.deleted) throw notFound(`Ad account ${accountId} was not found`, 'account_id');
        return { guards: [{ streamId, expectedVersion: version }] };
      });
      return { ...added, account_id: accountId };
    } catch (error) {
      // the read model's unique index: one row per app and account, even for concurrent requests
      if (sqlState(error) === '23505' && violatedConstraint(error) === ONE_APP_PER_ACCOUNT) {
        throw conflict(`The account already has the ${app.osType} app ${app.appStoreIdentifier.trim()}`, 'app_store_identifier');
      }
      throw error;
    }
  }
}
