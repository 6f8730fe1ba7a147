import type { ActivityMapping, ActivityOccurrence, RecordedEvent } from '@platform/event-store';
import type { LikeUsers, PostLiked } from '../domain/like';
import { postTime } from '../views/post-views';

/** A user as the like payload names one (the id alone when the user was not found). */
const userOf = (id: string, users: LikeUsers) => ({ id_str: id, ...(users[id] ?? {}) });

/**
 * How likes become activity events: `like.create` for the user who liked and
 * for the author of the post (once when they liked their own). The activity
 * payload is the like (`id`, `liked_post_id`, `liked_post_author_id`, the
 * post's `created_at`, `timestamp_ms`); the Account Activity list is the one
 * its docs show for likes: `favorite_events` holding the
 * like's `id`, `created_at` (v1.1 time), `timestamp_ms`, the post liked as
 * `favorited_status` (a slice of the v1.1 post: `created_at`, `id_str`,
 * `text`, `user`) and the liker as `user`. The liker's occurrence is `sent`
 * and the author's `received`, for the `direction` filter (a like of one's
 * own post is the liker's only). Taking a like back is no activity event (the
 * docs list none).
 */
export const likeActivity: ActivityMapping = {
  eventTypes: ['posts.PostLiked'],
  toActivity(event: RecordedEvent): ActivityOccurrence[] {
    if (event.type !== 'posts.PostLiked') return [];
    const { likeId, userId, post, likedAt, users } = (event as unknown as PostLiked).data;
    // the like as the activity payload page shows it, the post's names under the neutral word (`liked_post_id`)
    const payload = {
      id: likeId,
      liked_post_id: post.id,
      liked_post_author_id: post.authorId,
      created_at: new Date(post.createdAt).toISOString(),
      timestamp_ms: String(Date.parse(likedAt)),
    };
    const accountActivity = {
      favorite_events: [
        {
          id: likeId,
          created_at: postTime(likedAt),
          timestamp_ms: Date.parse(likedAt),
          favorited_status: { created_at: postTime(post.createdAt), id_str: post.id, text: post.text, user: userOf(post.authorId, users) },
          user: userOf(userId, users),
        },
      ],
    };
    // the liker's like goes out (`sent`, outbound), the author's post receives it (`received`, inbound)
    return [...new Set([userId, post.authorId])].map((told) => ({
      eventType: 'like.create',
      userId: told,
      direction: told === userId ? ('sent' as const) : ('received' as const),
      text: post.text,
      payload,
      accountActivity,
    }));
  },
};
