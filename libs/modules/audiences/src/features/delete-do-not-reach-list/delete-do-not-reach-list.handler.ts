import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { DoNotReachListView } from '../../domain/views';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';
import { claimOnAccount } from '../account-audiences-claims';

export class DeleteDoNotReachListCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly doNotReachListId: string,
  ) {}
}

/** Deletes the list and releases the account's do-not-reach list on its audiences stream, in one append. */
@CommandHandler(DeleteDoNotReachListCommand)
export class DeleteDoNotReachListHandler implements ICommandHandler<DeleteDoNotReachListCommand, DoNotReachListView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, doNotReachListId }: DeleteDoNotReachListCommand): Promise<DoNotReachListView> {
    const release = this.claims.context<DoNotReachListView>(async (live, session) => {
      if (live) await claimOnAccount(session, environment, accountId, [{ type: 'ReleaseDoNotReachList', doNotReachListId }]);
    });
    return this.entities.delete<DoNotReachListView>(DoNotReachList, { environment, accountId, id: doNotReachListId }, release);
  }
}
