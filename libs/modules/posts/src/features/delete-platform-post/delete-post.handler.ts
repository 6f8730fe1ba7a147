import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { postDecider } from '../../domain/post';
import { POST_STREAM, postStream } from '../../entities/post.stream';
import { DeletePostCommand } from './delete-post.command';

/** Deletes a post of the caller's (only its author deletes it). */
@CommandHandler(DeletePostCommand)
export class DeletePostHandler implements ICommandHandler<DeletePostCommand, void> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, userId, postId }: DeletePostCommand): Promise<void> {
    await this.store.handle(postStream(environment, postId), POST_STREAM, postDecider, {
      type: 'DeletePost',
      environment,
      postId,
      userId,
      now: isoSeconds(this.clock.now()),
    });
  }
}
