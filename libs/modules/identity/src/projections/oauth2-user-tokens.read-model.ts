import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sha256 } from '../secrets/credentials';

@Injectable()
export class OAuth2UserTokensReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The grant a current token names (either kind, or the one asked for); the decision is the grant stream's. */
  async grantOf(token: string, kind?: 'access' | 'refresh'): Promise<string | undefined> {
    const [row] = (await this.dataSource.query(
      'SELECT grant_id FROM identity.oauth2_user_tokens WHERE token_hash = $1 AND ($2::text IS NULL OR kind = $2)',
      [sha256(token), kind ?? null],
    )) as Array<{ grant_id: string }>;
    return row?.grant_id;
  }
}
