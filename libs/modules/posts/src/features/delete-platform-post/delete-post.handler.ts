import { streamCommandHandler } from '@platform/event-store';
import { POST } from '../../domain/post';
import { DeletePostCommand } from './delete-post.command';

/** Deletes a post of the caller's (only its author deletes it). */
export const DeletePostHandler = streamCommandHandler(DeletePostCommand, POST, {
  decide: ({ environment, userId, postId }) => ({
    stream: POST.streamId(environment, postId),
    command: { type: 'DeletePost' as const, environment, postId, userId },
  }),
  answer: () => undefined,
});
