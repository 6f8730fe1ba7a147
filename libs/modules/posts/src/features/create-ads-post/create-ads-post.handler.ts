import { numericId } from '@platform/ddd';
import { Prepare, streamCommandHandler, type Unstamped } from '@platform/event-store';
import { type CreateAdsPost, POST, type PostState } from '../../domain/post';
import { AdsPostLookupsReader } from '../shared/ads-post-lookups';
import { MentionedUsers } from '../shared/mentioned-users';
import { CreateAdsPostCommand } from './create-ads-post.command';

/** Makes the post on a new stream, judged against the account's users, cards and library as read (guarded). */
export const CreateAdsPostHandler = streamCommandHandler(CreateAdsPostCommand, POST, {
  inject: [AdsPostLookupsReader, MentionedUsers],
  async decide({ environment, callerId, input }, lookups: AdsPostLookupsReader, mentioned: MentionedUsers) {
    const postId = numericId();
    const mentions = await mentioned.of(input.text);
    const command = new Prepare<PostState, Unstamped<CreateAdsPost>>(async () => {
      const { context, guards } = await lookups.read(environment, input.accountId, input);
      return { command: { type: 'CreateAdsPost', environment, postId, input, callerId, ...context, mentions }, guards };
    });
    return { stream: POST.streamId(environment, postId), command, options: { accountId: input.accountId } };
  },
  answer: ({ state }) => state.post!,
});
