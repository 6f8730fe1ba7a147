import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';
import { ChangeDoNotReachListUsersCommand } from './change-do-not-reach-list-users.command';

/** Applies the batch on the list's stream: all of it or, refused, none. */
@CommandHandler(ChangeDoNotReachListUsersCommand)
export class ChangeDoNotReachListUsersHandler implements ICommandHandler<ChangeDoNotReachListUsersCommand, void> {
  constructor(private readonly entities: AdsEntities) {}

  async execute({ environment, accountId, doNotReachListId, operations }: ChangeDoNotReachListUsersCommand): Promise<void> {
    await this.entities.execute(DoNotReachList, 'ChangeDoNotReachListUsers', { environment, accountId, id: doNotReachListId, operations });
  }
}
