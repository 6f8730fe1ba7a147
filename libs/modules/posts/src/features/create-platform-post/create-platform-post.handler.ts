import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import { CLOCK, type Clock, type Environment, isoSeconds, numericId } from '@platform/ddd';
import { EventStore, Prepare, type StreamGuard } from '@platform/event-store';
import { CreativesForPosts } from '@modules/creatives';
import { type CreatePlatformPost, type Post, postDecider, type PostCommand, type PostEvent, type PostMedia, type PostState } from '../../domain/post';
import { POST_STREAM, postStream } from '../../entities/post.stream';
import { postLength } from '../../text/post-text';
import { MentionedUsers } from '../mentioned-users';
import { CreatePlatformPostCommand } from './create-platform-post.command';

/**
 * Makes the caller's post on a new stream, judged against what it names as
 * their streams hold it (guarded): the caller's finished uploads, the posts
 * it replies to, quotes or edits, and a card of an ad account of the caller.
 */
@CommandHandler(CreatePlatformPostCommand)
export class CreatePlatformPostHandler implements ICommandHandler<CreatePlatformPostCommand, Post> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    private readonly creatives: CreativesForPosts,
    private readonly mentioned: MentionedUsers,
  ) {}

  async execute({ environment, input, mediaIds }: CreatePlatformPostCommand): Promise<Post> {
    const postId = numericId();
    const mentions = await this.mentioned.of(input.text);
    const { state } = await this.store.handle<PostState, PostCommand, PostEvent>(
      postStream(environment, postId),
      POST_STREAM,
      postDecider,
      new Prepare(async () => {
        const guards: StreamGuard[] = [];
        const uploads = await this.creatives.userUploads(environment, input.authorId, mediaIds);
        guards.push(...uploads.guards);
        // the post names its media by key; an id that is not the user's finished upload names nothing
        const media: Record<string, PostMedia> = {};
        const mediaKeys = mediaIds.map((id) => {
          const found = uploads.media[id];
          if (found) media[found.mediaKey] = found;
          return found?.mediaKey ?? id;
        });
        const command: CreatePlatformPost = {
          type: 'CreatePlatformPost',
          environment,
          postId,
          now: isoSeconds(this.clock.now()),
          input: { ...input, mediaKeys },
          textLength: postLength(input.text ?? ''),
          mentions,
          media,
          replyTo: await this.post(environment, input.replyTo, guards),
          quoteOf: await this.post(environment, input.quoteOf, guards),
          previous: await this.post(environment, input.editOf, guards),
        };
        if (input.cardUri) {
          const found = await this.creatives.cardOfAnyAccount(environment, input.cardUri);
          guards.push(...found.guards);
          const account = found.accountId ? await this.accounts.facts(environment, found.accountId) : undefined;
          if (account) guards.push(account.guard);
          command.card = found.card;
          command.cardAccountUserIds = account?.userIds ?? [];
        }
        return { command, guards };
      }),
    );
    return state.post!;
  }

  /** A post the command names, from its stream (guarded). */
  private async post(environment: Environment, postId: string | null, guards: StreamGuard[]): Promise<Post | undefined> {
    if (!postId) return undefined;
    const streamId = postStream(environment, postId);
    const { version, state } = await this.store.load(streamId, postDecider);
    guards.push({ streamId, expectedVersion: version });
    return state.post;
  }
}
