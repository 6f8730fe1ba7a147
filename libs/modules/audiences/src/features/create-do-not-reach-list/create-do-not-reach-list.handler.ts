import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { DoNotReachListView } from '../../domain/views';
import { DoNotReachList } from '../../entities/do-not-reach-list.entity';
import { CreateDoNotReachListCommand } from './create-do-not-reach-list.command';

@CommandHandler(CreateDoNotReachListCommand)
export class CreateDoNotReachListHandler implements ICommandHandler<CreateDoNotReachListCommand, DoNotReachListView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, fields }: CreateDoNotReachListCommand): Promise<DoNotReachListView> {
    return this.entities.create(DoNotReachList, { environment, accountId, fields });
  }
}
