import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface RequestTokenRow {
  token: string;
  app_id: string;
  callback: string;
  access_level: 'read' | 'write';
  status: 'pending' | 'approved' | 'denied' | 'exchanged';
  expires_at: Date;
}

@Injectable()
export class RequestTokensReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A request token still waiting for the user's decision, if there is one. */
  async pending(token: string): Promise<RequestTokenRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT token, app_id, callback, access_level, status, expires_at FROM identity.request_tokens
       WHERE token = $1 AND status = 'pending' AND expires_at > now()`,
      [token],
    )) as RequestTokenRow[];
    return row;
  }

  /** Whether the user holds a valid access token for the app (they granted it before). */
  async hasGranted(userId: string, appId: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      'SELECT 1 FROM identity.access_tokens WHERE user_id = $1 AND app_id = $2 AND invalidated_at IS NULL LIMIT 1',
      [userId, appId],
    );
    return rows.length > 0;
  }
}
