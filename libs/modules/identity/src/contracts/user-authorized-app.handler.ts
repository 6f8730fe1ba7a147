import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserAuthorizedAppQuery } from './users.contract';

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
