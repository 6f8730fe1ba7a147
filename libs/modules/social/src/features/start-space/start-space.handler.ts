import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, spaceId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { SPACE_STREAM, spaceDecider, spaceStreamId } from '../../domain/space';
import { ExistingUsers } from '../existing-users';
import { spaceView, type SpaceView } from '../space-view';
import { StartSpaceCommand } from './start-space.command';

@CommandHandler(StartSpaceCommand)
export class StartSpaceHandler implements ICommandHandler<StartSpaceCommand, SpaceView> {
  constructor(
    private readonly store: EventStore,
    private readonly users: ExistingUsers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ hostId, title }: StartSpaceCommand): Promise<SpaceView> {
    const host = await this.users.get(hostId, 'host_id');
    const id = spaceId();
    const { state } = await this.store.handle(spaceStreamId(id), SPACE_STREAM, spaceDecider, {
      type: 'StartSpace',
      spaceId: id,
      title,
      host: { id: host.id, username: host.screenName, name: host.name },
      now: this.clock.now().toISOString(),
    });
    return spaceView(state);
  }
}
