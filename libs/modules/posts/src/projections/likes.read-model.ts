import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import type { Post } from '../domain/post';

/** Reads of who likes which post (`posts.likes`), newest like first, after a position when given. */
@Injectable()
export class LikesReadModel {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The live posts of this environment a user likes. */
  likedPosts(environment: Environment, userId: string, limit: number, before?: string): Promise<Array<{ post: Post; position: string }>> {
    return this.db.query(
      `SELECT p.data AS post, l.since_position::text AS position
         FROM posts.likes l JOIN posts.posts p ON p.environment = $1 AND p.id = l.post_id AND NOT p.deleted
        WHERE l.user_id = $2 AND ($3::bigint IS NULL OR l.since_position < $3::bigint)
        ORDER BY l.since_position DESC LIMIT $4`,
      [environment, userId, before ?? null, limit],
    );
  }

  /** The users who like a post. */
  likers(postId: string, limit: number, before?: string): Promise<Array<{ user_id: string; position: string }>> {
    return this.db.query(
      `SELECT user_id, since_position::text AS position FROM posts.likes
        WHERE post_id = $1 AND ($2::bigint IS NULL OR since_position < $2::bigint)
        ORDER BY since_position DESC LIMIT $3`,
      [postId, before ?? null, limit],
    );
  }
}
