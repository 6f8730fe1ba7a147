import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FindUserQuery, type UserSummary } from '@modules/identity';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import { LIKE_STREAM, likeDecider, likeStreamId, type LikeUsers } from '../../domain/like';
import { postDecider } from '../../domain/post';
import { postStream } from '../../entities/post.stream';
import { LikePostCommand } from './like-post.command';

/**
 * Decides a like on the user's like stream, with the post read from its own
 * stream (guarded: a deletion in between decides again); answers whether the
 * user likes the post after it. Likes are of production posts: the admin API
 * is the platform's.
 */
@CommandHandler(LikePostCommand)
export class LikePostHandler implements ICommandHandler<LikePostCommand, boolean> {
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, postId, on, postParameter }: LikePostCommand): Promise<boolean> {
    const liker = await this.user(userId);
    if (!liker) throw ProblemError.resourceNotFound('user', 'user_id', userId);
    const now = isoSeconds(this.clock.now());
    const command = on
      ? new Prepare(async () => {
          const post = await this.store.load(postStream('production', postId), postDecider);
          const author = post.state.post && (await this.user(post.state.post.authorId));
          const users: LikeUsers = {};
          for (const u of [liker, author]) if (u) users[u.id] = { name: u.name, screen_name: u.screenName };
          return {
            command: { type: 'LikePost' as const, likeId: randomBytes(16).toString('hex'), userId, postId, post: post.state.post, postParameter, users, now },
            guards: [{ streamId: postStream('production', postId), expectedVersion: post.version }],
          };
        })
      : { type: 'UnlikePost' as const, userId, postId, now };
    const { state } = await this.store.handle(likeStreamId(userId, postId), LIKE_STREAM, likeDecider, command);
    return state.liked;
  }

  private user(id: string): Promise<UserSummary | undefined> {
    return this.queries.execute(new FindUserQuery(id));
  }
}
