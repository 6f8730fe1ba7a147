import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import { type Environment, numericId } from '@platform/ddd';
import { EventStore, Prepare, type StreamGuard, streamCommandHandler, type Unstamped } from '@platform/event-store';
import { CreativesForPosts } from '@modules/creatives';
import { type CreatePlatformPost, POST, type Post, postDecider, type PostMedia, type PostState } from '../../domain/post';
import { postLength } from '../../text/post-text';
import { MentionedUsers } from '../shared/mentioned-users';
import { CreatePlatformPostCommand } from './create-platform-post.command';

/**
 * Makes the caller's post on a new stream, judged against what it names as
 * their streams hold it (guarded): the caller's finished uploads, the posts
 * it replies to, quotes or edits, and a card of an ad account of the caller.
 */
export const CreatePlatformPostHandler = streamCommandHandler(CreatePlatformPostCommand, POST, {
  inject: [EventStore, ACCOUNT_DIRECTORY, CreativesForPosts, MentionedUsers],
  async decide(
    { environment, input, mediaIds },
    store: EventStore,
    accounts: AccountDirectory,
    creatives: CreativesForPosts,
    mentioned: MentionedUsers,
  ) {
    const postId = numericId();
    const mentions = await mentioned.of(input.text);
    const command = new Prepare<PostState, Unstamped<CreatePlatformPost>>(async () => {
      const guards: StreamGuard[] = [];
      const uploads = await creatives.userUploads(environment, input.authorId, mediaIds);
      guards.push(...uploads.guards);
      // the post names its media by key; an id that is not the user's finished upload names nothing
      const media: Record<string, PostMedia> = {};
      const mediaKeys = mediaIds.map((id) => {
        const found = uploads.media[id];
        if (found) media[found.mediaKey] = found;
        return found?.mediaKey ?? id;
      });
      const post = (id: string | null) => namedPost(store, environment, id, guards);
      const command: Unstamped<CreatePlatformPost> = {
        type: 'CreatePlatformPost',
        environment,
        postId,
        input: { ...input, mediaKeys },
        textLength: postLength(input.text ?? ''),
        mentions,
        media,
        replyTo: await post(input.replyTo),
        quoteOf: await post(input.quoteOf),
        previous: await post(input.editOf),
      };
      if (input.cardUri) {
        const found = await creatives.cardOfAnyAccount(environment, input.cardUri);
        guards.push(...found.guards);
        const account = found.accountId ? await accounts.facts(environment, found.accountId) : undefined;
        if (account) guards.push(account.guard);
        command.card = found.card;
        command.cardAccountUserIds = account?.userIds ?? [];
      }
      return { command, guards };
    });
    return { stream: POST.streamId(environment, postId), command };
  },
  answer: ({ state }) => state.post!,
});

/** A post the command names, from its stream (guarded). */
async function namedPost(store: EventStore, environment: Environment, postId: string | null, guards: StreamGuard[]): Promise<Post | undefined> {
  if (!postId) return undefined;
  const streamId = POST.streamId(environment, postId);
  const { version, state } = await store.load(streamId, postDecider);
  guards.push({ streamId, expectedVersion: version });
  return state.post;
}
