import { invalidParameter, streamKind, type Decider, type DomainEvent } from '@platform/ddd';
import type { Post } from './post';

/**
 * A user's like of a post, simulated through the admin API so that its
 * activity event (like.create) flows. One stream per user and post: liking
 * again changes nothing, as the platform answers it. A like names a post that
 * is there (read from the post's stream, guarded); the post and both users
 * are named in the event as they were when it happened, so what the like
 * stands for can be told later.
 */
export interface LikedPost {
  id: string;
  authorId: string;
  text: string;
  createdAt: string;
}

/** The liker and the post's author by user id, as they were named. */
export type LikeUsers = Record<string, { name: string; screen_name: string }>;

export type PostLiked = DomainEvent<'posts.PostLiked', { likeId: string; userId: string; post: LikedPost; likedAt: string; users: LikeUsers }>;
export type PostUnliked = DomainEvent<'posts.PostUnliked', { userId: string; postId: string; authorId: string; unlikedAt: string }>;
export type LikeEvent = PostLiked | PostUnliked;

export interface LikeState {
  liked: boolean;
  authorId?: string;
}

export interface LikePost {
  type: 'LikePost';
  likeId: string;
  userId: string;
  postId: string;
  /** The post as its stream holds it (undefined: no such post). */
  post: Post | undefined;
  /** The request's parameter that names the post (`post_id`, `tweet_id`). */
  postParameter: string;
  users: LikeUsers;
  now: string;
}

export interface UnlikePost {
  type: 'UnlikePost';
  userId: string;
  postId: string;
  now: string;
}

export type LikeCommand = LikePost | UnlikePost;

export const likeDecider: Decider<LikeState, LikeCommand, LikeEvent> = {
  initialState: () => ({ liked: false }),
  evolve: (state, event) =>
    event.type === 'posts.PostLiked' ? { liked: true, authorId: event.data.post.authorId } : event.type === 'posts.PostUnliked' ? { ...state, liked: false } : state,
  decide: (command, state) => {
    const { userId, postId, now } = command;
    if (command.type === 'LikePost') {
      const { post } = command;
      if (!post || post.deleted) throw invalidParameter(command.postParameter, `Post ${postId} was not found`);
      if (state.liked) return [];
      return [
        {
          type: 'posts.PostLiked',
          data: {
            likeId: command.likeId,
            userId,
            post: { id: post.id, authorId: post.authorId, text: post.text, createdAt: post.createdAt },
            likedAt: now,
            users: command.users,
          },
        },
      ];
    }
    if (!state.liked) return [];
    return [{ type: 'posts.PostUnliked', data: { userId, postId, authorId: state.authorId!, unlikedAt: now } }];
  },
};

export const LIKE_STREAM = 'posts.Like';
export const likeStreamId = (userId: string, postId: string) => `${LIKE_STREAM}-${userId}-${postId}`;
export const LIKE = streamKind(
  { type: LIKE_STREAM, streamId: likeStreamId, decider: likeDecider, stamp: 'seconds' },
  { 'posts.PostLiked': 1, 'posts.PostUnliked': 1 },
);
