import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A user as the admin API shows it (never the password hash). */
export interface UserView {
  id: string;
  screen_name: string;
  name: string;
  description: string;
  verified: boolean;
  created_at: string;
}

interface UserRow {
  id: string;
  screen_name: string;
  name: string;
  description: string;
  verified: boolean;
  created_at: Date;
}

@Injectable()
export class UsersReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<UserView | undefined> {
    const rows: UserRow[] = await this.dataSource.query(
      'SELECT id, screen_name, name, description, verified, created_at FROM identity.users WHERE id = $1',
      [userId],
    );
    return rows[0] && view(rows[0]);
  }

  /** The user with this screen name (any case). */
  async byScreenName(screenName: string): Promise<UserView | undefined> {
    const rows: UserRow[] = await this.dataSource.query(
      'SELECT id, screen_name, name, description, verified, created_at FROM identity.users WHERE lower(screen_name) = lower($1)',
      [screenName],
    );
    return rows[0] && view(rows[0]);
  }

  /** The user signing in with this screen name (any case), with the password hash to check. */
  async forSignIn(screenName: string): Promise<{ id: string; screen_name: string; password_hash: string } | undefined> {
    const [row] = await this.dataSource.query(
      'SELECT id, screen_name, password_hash FROM identity.users WHERE lower(screen_name) = lower($1)',
      [screenName],
    );
    return row;
  }

  async screenNameTaken(screenName: string, exceptUserId?: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      'SELECT 1 FROM identity.users WHERE lower(screen_name) = lower($1) AND id IS DISTINCT FROM $2',
      [screenName, exceptUserId ?? null],
    );
    return rows.length > 0;
  }
}

function view(row: UserRow): UserView {
  return {
    id: row.id,
    screen_name: row.screen_name,
    name: row.name,
    description: row.description,
    verified: row.verified,
    created_at: row.created_at.toISOString(),
  };
}
