import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { PostLiked, PostUnliked } from '../domain/like';

/** Who likes which post now, for the platform's like lists. */
export const likesProjection: InlineProjection = {
  name: 'posts.likes',
  tables: ['posts.likes'],
  handles: ['posts.PostLiked', 'posts.PostUnliked'],
  async apply(event: RecordedEvent, sql: Sql) {
    if (event.type === 'posts.PostLiked') {
      const { userId, post } = event.data as PostLiked['data'];
      await sql.query(
        `INSERT INTO posts.likes (user_id, post_id, since_position) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, post_id) DO UPDATE SET since_position = excluded.since_position`,
        [userId, post.id, event.globalPosition],
      );
    } else if (event.type === 'posts.PostUnliked') {
      const { userId, postId } = event.data as PostUnliked['data'];
      await sql.query(`DELETE FROM posts.likes WHERE user_id = $1 AND post_id = $2`, [userId, postId]);
    }
  },
};
