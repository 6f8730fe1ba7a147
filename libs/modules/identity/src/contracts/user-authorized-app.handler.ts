import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthorizedPairsQuery, UserAuthorizedAppQuery } from './users.contract';

@QueryHandler(UserAuthorizedAppQuery)
export class UserAuthorizedAppHandler implements IQueryHandler<UserAuthorizedAppQuery, boolean> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId, appId }: UserAuthorizedAppQuery): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM identity.access_tokens WHERE user_id = $1 AND app_id = $2 AND invalidated_at IS NULL LIMIT 1',
      [userId, appId],
    )) as unknown[];
    return rows.length > 0;
  }
}

@QueryHandler(AuthorizedPairsQuery)
export class AuthorizedPairsHandler implements IQueryHandler<AuthorizedPairsQuery, Set<string>> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ pairs }: AuthorizedPairsQuery): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT p.user_id, p.app_id FROM unnest($1::text[], $2::text[]) AS p(user_id, app_id)
        WHERE EXISTS (SELECT 1 FROM identity.access_tokens t
                       WHERE t.user_id = p.user_id AND t.app_id = p.app_id AND t.invalidated_at IS NULL)`,
      [pairs.map((p) => p.userId), pairs.map((p) => p.appId)],
    )) as Array<{ user_id: string; app_id: string }>;
    return new Set(rows.map((r) => `${r.user_id} ${r.app_id}`));
  }
}
