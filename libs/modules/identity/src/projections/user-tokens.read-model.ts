import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** An OAuth 1.0a access token of a user, as the admin API lists it (its secret stays sealed). */
export interface AccessTokenView {
  oauth_token: string;
  app_id: string;
  access_type: string;
  created_at: string;
  invalidated_at: string | null;
}

/** An OAuth 2.0 user-context grant of a user: its scopes and when its access token expires (the tokens are kept hashed). */
export interface OAuth2GrantView {
  grant_id: string;
  app_id: string;
  scopes: string[];
  expires_at: string | null;
  refreshable: boolean;
}

/** The tokens a user has given apps, for the operator. */
@Injectable()
export class UserTokensReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<{ oauth1: AccessTokenView[]; oauth2: OAuth2GrantView[] }> {
    const [oauth1, oauth2] = await Promise.all([
      this.dataSource.query(
        `SELECT token AS oauth_token, app_id, access_level AS access_type,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
                to_char(invalidated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS invalidated_at
           FROM identity.access_tokens WHERE user_id = $1 ORDER BY created_at DESC, token`,
        [userId],
      ) as Promise<AccessTokenView[]>,
      this.dataSource.query(
        `SELECT grant_id, min(app_id) AS app_id, (array_agg(scopes))[1] AS scopes,
                to_char(max(expires_at) FILTER (WHERE kind = 'access') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at,
                bool_or(kind = 'refresh') AS refreshable
           FROM identity.oauth2_user_tokens WHERE user_id = $1 GROUP BY grant_id ORDER BY grant_id`,
        [userId],
      ) as Promise<OAuth2GrantView[]>,
    ]);
    return { oauth1, oauth2 };
  }
}
