import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { PostCreated, PostDeleted, PostRenamed } from '../domain/post';

/** Published posts as their streams hold them (the facts), for reads and the author's lists. */
export const postsProjection: InlineProjection = {
  name: 'posts.posts',
  tables: ['posts.posts'],
  handles: ['posts.PostCreated', 'posts.PostRenamed', 'posts.PostDeleted'],
  async apply(event: RecordedEvent, sql: Sql) {
    switch (event.type) {
      case 'posts.PostCreated': {
        const { environment, post } = event.data as PostCreated['data'];
        await sql.query(`INSERT INTO posts.posts (environment, id, author_id, account_id, nullcast, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
          environment,
          post.id,
          post.authorId,
          post.accountId,
          post.nullcast,
          JSON.stringify(post),
        ]);
        break;
      }
      case 'posts.PostRenamed': {
        const { environment, postId, name } = event.data as PostRenamed['data'];
        await sql.query(`UPDATE posts.posts SET data = data || jsonb_build_object('name', $3::text) WHERE environment = $1 AND id = $2`, [environment, postId, name]);
        break;
      }
      case 'posts.PostDeleted': {
        const { environment, postId } = event.data as PostDeleted['data'];
        await sql.query(`UPDATE posts.posts SET deleted = true, data = jsonb_set(data, '{deleted}', 'true') WHERE environment = $1 AND id = $2`, [environment, postId]);
        break;
      }
    }
  },
};
