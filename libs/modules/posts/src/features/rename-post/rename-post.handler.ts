import { streamCommandHandler } from '@platform/event-store';
import { POST } from '../../domain/post';
import { RenamePostCommand } from './rename-post.command';

/** Names a post of the account (made through it); answers the post as named. */
export const RenamePostHandler = streamCommandHandler(RenamePostCommand, POST, {
  decide: ({ environment, accountId, postId, name }) => ({
    stream: POST.streamId(environment, postId),
    command: { type: 'RenamePost' as const, environment, postId, accountId, name },
    options: { accountId },
  }),
  answer: ({ state }) => state.post!,
});
