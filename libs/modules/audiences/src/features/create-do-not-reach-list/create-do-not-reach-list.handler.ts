import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import { base36Id } from '@platform/ddd';
import type { DoNotReachListView } from '../../domain/views';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';
import { claimOnAccount } from '../shared/account-audiences-claims';
import { CreateDoNotReachListCommand } from './create-do-not-reach-list.command';

/** Creates the list and claims the account's one do-not-reach list on its audiences stream, in one append. */
@CommandHandler(CreateDoNotReachListCommand)
export class CreateDoNotReachListHandler implements ICommandHandler<CreateDoNotReachListCommand, DoNotReachListView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, fields }: CreateDoNotReachListCommand): Promise<DoNotReachListView> {
    const id = base36Id();
    return this.entities.createWithId(
      DoNotReachList,
      id,
      { environment, accountId, fields },
      this.claims.context((_live, session) => claimOnAccount(session, environment, accountId, [{ type: 'ClaimDoNotReachList', doNotReachListId: id }])),
    );
  }
}
