import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { SPACE_STREAM, spaceDecider, spaceStreamId } from '../../domain/space';
import { spaceView, type SpaceView } from '../space-view';
import { EndSpaceCommand } from './end-space.command';

@CommandHandler(EndSpaceCommand)
export class EndSpaceHandler implements ICommandHandler<EndSpaceCommand, SpaceView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ spaceId }: EndSpaceCommand): Promise<SpaceView> {
    const { state } = await this.store.handle(spaceStreamId(spaceId), SPACE_STREAM, spaceDecider, {
      type: 'EndSpace',
      spaceId,
      now: this.clock.now().toISOString(),
    });
    return spaceView(state);
  }
}
