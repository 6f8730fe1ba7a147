import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RelationshipKind } from '../domain/relationship';

/** One user of a relationship list, and where it stands in the list (newest first). */
export interface RelationshipRow {
  user_id: string;
  position: string;
}

@Injectable()
export class RelationshipsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A page of the users `userId` follows, mutes or blocks (`outgoing`), or who
   * follow it (`incoming`), newest first, after `before` (a position) when given.
   */
  page(kind: RelationshipKind, direction: 'outgoing' | 'incoming', userId: string, limit: number, before?: string): Promise<RelationshipRow[]> {
    const [mine, theirs] = direction === 'outgoing' ? ['source_id', 'target_id'] : ['target_id', 'source_id'];
    return this.dataSource.query(
      `SELECT ${theirs} AS user_id, since_position::text AS position FROM social.relationships
        WHERE kind = $1 AND ${mine} = $2 AND ($3::bigint IS NULL OR since_position < $3::bigint)
        ORDER BY since_position DESC LIMIT $4`,
      [kind, userId, before ?? null, limit],
    );
  }
}
