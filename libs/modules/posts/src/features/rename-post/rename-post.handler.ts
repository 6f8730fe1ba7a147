import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { type Post, postDecider } from '../../domain/post';
import { POST_STREAM, postStream } from '../../entities/post.stream';
import { RenamePostCommand } from './rename-post.command';

/** Names a post of the account (made through it); answers the post as named. */
@CommandHandler(RenamePostCommand)
export class RenamePostHandler implements ICommandHandler<RenamePostCommand, Post> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, postId, name }: RenamePostCommand): Promise<Post> {
    const { state } = await this.store.handle(
      postStream(environment, postId),
      POST_STREAM,
      postDecider,
      { type: 'RenamePost', environment, postId, accountId, name, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return state.post!;
  }
}
