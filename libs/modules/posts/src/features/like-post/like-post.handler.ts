import { randomBytes } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserQuery, type UserSummary } from '@modules/identity';
import { EventStore, Prepare, streamCommandHandler, type Unstamped } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import { LIKE, type LikePost, type LikeState, type LikeUsers } from '../../domain/like';
import { POST } from '../../domain/post';
import { LikePostCommand } from './like-post.command';

/**
 * Decides a like on the user's like stream, with the post read from its own
 * stream (guarded: a deletion in between decides again); answers whether the
 * user likes the post after it. Likes are of production posts: the admin API
 * is the platform's.
 */
export const LikePostHandler = streamCommandHandler(LikePostCommand, LIKE, {
  inject: [EventStore, QueryBus],
  async decide({ userId, postId, on, postParameter }, store: EventStore, queries: QueryBus) {
    const user = (id: string): Promise<UserSummary | undefined> => queries.execute(new FindUserQuery(id));
    const liker = await user(userId);
    if (!liker) throw ProblemError.resourceNotFound('user', 'user_id', userId);
    const stream = LIKE.streamId(userId, postId);
    if (!on) return { stream, command: { type: 'UnlikePost' as const, userId, postId } };
    const like = new Prepare<LikeState, Unstamped<LikePost>>(async () => {
      const postStream = POST.streamId('production', postId);
      const { version, state } = await store.load(postStream, POST.decider);
      const author = state.post && (await user(state.post.authorId));
      const users: LikeUsers = {};
      for (const u of [liker, author]) if (u) users[u.id] = { name: u.name, screen_name: u.screenName };
      const command = { type: 'LikePost' as const, likeId: randomBytes(16).toString('hex'), userId, postId, post: state.post, postParameter, users };
      return { command, guards: [{ streamId: postStream, expectedVersion: version }] };
    });
    return { stream, command: like };
  },
  answer: ({ state }) => state.liked,
});
