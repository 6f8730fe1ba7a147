import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import { base36Id, notFound } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { accountDecider, accountStreamId } from '../../domain/account';
import { ACCOUNT_APPS, accountAppKey } from '../../domain/account-app';
import type { AccountAppView } from '../../domain/views';
import { AccountApp } from '../../entities/account-app.entity';
import { AdminAddAccountAppCommand } from './admin-add-account-app.command';

export type AdminAccountAppView = AccountAppView & { account_id: string };

/**
 * Associates a mobile app with a production ad account: the ads API has no
 * endpoint that creates account apps, so the operator provisions them. The
 * app is claimed on the account's apps stream in the same append, so an
 * account holds an app once, even for concurrent requests.
 */
@CommandHandler(AdminAddAccountAppCommand)
export class AdminAddAccountAppHandler implements ICommandHandler<AdminAddAccountAppCommand, AdminAccountAppView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
    private readonly store: EventStore,
  ) {}

  async execute({ accountId, app }: AdminAddAccountAppCommand): Promise<AdminAccountAppView> {
    const id = base36Id();
    const added = await this.entities.createWithId(
      AccountApp,
      id,
      { environment: 'production', accountId, ...app },
      this.claims.context(async (_live, claims) => {
        // the account, from its stream, guarded: it cannot be deleted under the new app
        const streamId = accountStreamId('production', accountId);
        const { version, state: account } = await this.store.load(streamId, accountDecider);
        if (!account.account || account.account.deleted) throw notFound(`Ad account ${accountId} was not found`, 'account_id');
        const key = accountAppKey(app.osType, app.appStoreIdentifier);
        await claims.decide(ACCOUNT_APPS, 'production', accountId, [{ type: 'ClaimKey', key, holder: id }]);
        return { guards: [{ streamId, expectedVersion: version }] };
      }),
    );
    return { ...added, account_id: accountId };
  }
}
