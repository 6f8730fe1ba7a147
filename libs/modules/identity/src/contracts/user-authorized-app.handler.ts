import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthorizedPairsQuery } from './users.contract';

/** Which (user, app) pairs are authorized now: an OAuth 1.0a access token, or an OAuth 2.0 grant still usable. */
@QueryHandler(AuthorizedPairsQuery)
export class AuthorizedPairsHandler implements IQueryHandler<AuthorizedPairsQuery, Set<string>> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ pairs }: AuthorizedPairsQuery): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT p.user_id, p.app_id FROM unnest($1::text[], $2::text[]) AS p(user_id, app_id)
        WHERE EXISTS (SELECT 1 FROM identity.access_tokens t
                       WHERE t.user_id = p.user_id AND t.app_id = p.app_id AND t.invalidated_at IS NULL)
           OR EXISTS (SELECT 1 FROM identity.oauth2_user_tokens o
                       WHERE o.user_id = p.user_id AND o.app_id = p.app_id AND (o.kind = 'refresh' OR o.expires_at > now()))`,
      [pairs.map((p) => p.userId), pairs.map((p) => p.appId)],
    )) as Array<{ user_id: string; app_id: string }>;
    return new Set(rows.map((r) => `${r.user_id} ${r.app_id}`));
  }
}
