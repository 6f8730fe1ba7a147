import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import type { Page } from '@platform/http';
import { keysetPage, preparedRead, prefixPattern } from '@platform/read-model';
import type { Post } from '../domain/post';

/** Which of an author's posts a list shows: promoted-only ones, organic ones, or both. */
export type TimelineType = 'NULLCAST' | 'ORGANIC' | 'ALL';

/** Reads of the published posts (`posts.posts`). */
@Injectable()
export class PostsReadModel {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(environment: Environment, id: string): Promise<Post | undefined> {
    const rows = await preparedRead<{ data: Post }>(this.db, `SELECT data FROM posts.posts WHERE environment = $1 AND id = $2`, [environment, id]);
    return rows[0]?.data;
  }

  /** The live posts of these ids by any of these authors. */
  async byIds(environment: Environment, ids: readonly string[], authorIds: readonly string[]): Promise<Post[]> {
    const rows = await preparedRead<{ data: Post }>(
      this.db,
      `SELECT data FROM posts.posts WHERE environment = $1 AND id = ANY($2::text[]) AND author_id = ANY($3::text[]) AND NOT deleted`,
      [environment, ids, authorIds],
    );
    return rows.map((row) => row.data);
  }

  /** An author's live posts, newest first. */
  list(
    environment: Environment,
    query: { authorId: string; timeline: TimelineType; repliesAndMentions: boolean; ids?: readonly string[]; name?: string; count: number; cursor?: string },
  ): Promise<Page<Post>> {
    const params: unknown[] = [environment, query.authorId];
    const where = ['environment = $1', 'author_id = $2', 'NOT deleted'];
    if (query.timeline !== 'ALL') where.push(query.timeline === 'NULLCAST' ? 'nullcast' : 'NOT nullcast');
    // replies, and posts that begin with a mention, only when asked for
    if (!query.repliesAndMentions) where.push(`data->'replyTo' = 'null'::jsonb`, `left(data->>'text', 1) <> '@'`);
    if (query.ids) {
      params.push(query.ids);
      where.push(`id = ANY($${params.length}::text[])`);
    }
    if (query.name !== undefined) {
      params.push(prefixPattern(query.name));
      where.push(`lower(coalesce(data->>'name', '')) LIKE $${params.length}`);
    }
    return keysetPage(this.db, {
      from: 'posts.posts',
      select: 'data',
      where,
      params,
      sortColumn: 'id_order',
      idColumn: 'id',
      direction: 'desc',
      cursor: query.cursor,
      count: query.count,
      map: (row) => row.data as Post,
    });
  }

  /**
   * A timeline as the platform shows it: an author's live organic posts, or
   * the live organic posts that mention a user (not promoted-only ones), each
   * in its latest version, newest first, within the bounds given (the ids
   * exclusive, the times inclusive).
   */
  timeline(
    environment: Environment,
    of: { authorId: string } | { mentionedUserId: string },
    query: { limit: number; before?: string; sinceId?: string; untilId?: string; startTime?: string; endTime?: string; excludeReplies?: boolean },
  ): Promise<Post[]> {
    const whose = 'authorId' in of ? 'p.author_id = $2' : `p.data->'mentions' @> jsonb_build_array(jsonb_build_object('userId', $2::text))`;
    return preparedRead<{ data: Post }>(
      this.db,
      `SELECT p.data FROM posts.posts p
        WHERE p.environment = $1 AND ${whose} AND NOT p.deleted AND NOT p.nullcast
          AND NOT EXISTS (SELECT 1 FROM posts.posts e WHERE e.environment = p.environment AND e.data->>'editOf' = p.id AND NOT e.deleted)
          AND ($3::numeric IS NULL OR p.id_order < $3::numeric)
          AND ($4::numeric IS NULL OR p.id_order > $4::numeric)
          AND ($5::numeric IS NULL OR p.id_order < $5::numeric)
          AND ($6::timestamptz IS NULL OR (p.data->>'createdAt')::timestamptz >= $6::timestamptz)
          AND ($7::timestamptz IS NULL OR (p.data->>'createdAt')::timestamptz <= $7::timestamptz)
          AND (NOT $8::boolean OR p.data->'replyTo' = 'null'::jsonb)
        ORDER BY p.id_order DESC LIMIT $9`,
      [
        environment,
        'authorId' in of ? of.authorId : of.mentionedUserId,
        query.before ?? null,
        query.sinceId ?? null,
        query.untilId ?? null,
        query.startTime ?? null,
        query.endTime ?? null,
        query.excludeReplies ?? false,
        query.limit,
      ],
    ).then((rows) => rows.map((row) => row.data));
  }
}
