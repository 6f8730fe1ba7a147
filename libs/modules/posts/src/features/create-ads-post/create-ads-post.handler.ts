import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds, numericId } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { type CreateAdsPost, type Post, postDecider, type PostCommand, type PostEvent, type PostState } from '../../domain/post';
import { POST_STREAM, postStream } from '../../entities/post.stream';
import { MentionedUsers } from '../mentioned-users';
import { AdsPostLookupsReader } from '../ads-post-lookups';
import { CreateAdsPostCommand } from './create-ads-post.command';

/** Makes the post on a new stream, judged against the account's users, cards and library as read (guarded). */
@CommandHandler(CreateAdsPostCommand)
export class CreateAdsPostHandler implements ICommandHandler<CreateAdsPostCommand, Post> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly lookups: AdsPostLookupsReader,
    private readonly mentioned: MentionedUsers,
  ) {}

  async execute({ environment, callerId, input }: CreateAdsPostCommand): Promise<Post> {
    const postId = numericId();
    const mentions = await this.mentioned.of(input.text);
    const { state } = await this.store.handle<PostState, PostCommand, PostEvent>(
      postStream(environment, postId),
      POST_STREAM,
      postDecider,
      new Prepare(async () => {
        const { context, guards } = await this.lookups.read(environment, input.accountId, input);
        const command: CreateAdsPost = { type: 'CreateAdsPost', environment, postId, now: isoSeconds(this.clock.now()), input, callerId, ...context, mentions };
        return { command, guards };
      }),
      { accountId: input.accountId },
    );
    return state.post!;
  }
}
