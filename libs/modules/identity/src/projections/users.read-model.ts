import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserProfile } from '../domain/user';

/**
 * A user as the admin API shows it (never the password hash): the members its
 * spec names, in that order, then the verified flag and those of the other
 * profile fields that are set.
 */
export interface UserView {
  id: string;
  screen_name: string;
  name: string;
  description: string;
  created_at: string;
  verified: boolean;
  location?: string;
  url?: string;
  profile_image_url?: string;
  profile_banner_url?: string;
  affiliation_user_id?: string;
}

const COLUMNS = 'id, screen_name, name, description, verified, created_at, location, url, profile_image_url, profile_banner_url, affiliation_user_id';

interface UserRow {
  id: string;
  screen_name: string;
  name: string;
  description: string;
  verified: boolean;
  created_at: Date;
  location: string;
  url: string;
  profile_image_url: string;
  profile_banner_url: string;
  affiliation_user_id: string;
}

/** The admin view of a user's profile (from a row, or from the state a command decided). */
export function userView(id: string, profile: UserProfile, createdAt: string): UserView {
  const optional = {
    location: profile.location,
    url: profile.url,
    profile_image_url: profile.profileImageUrl,
    profile_banner_url: profile.profileBannerUrl,
    affiliation_user_id: profile.affiliationUserId,
  };
  return {
    id,
    screen_name: profile.screenName,
    name: profile.name,
    description: profile.description,
    created_at: createdAt,
    verified: profile.verified,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
  };
}

@Injectable()
export class UsersReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<UserView | undefined> {
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM identity.users WHERE id = $1`,
      [userId],
    );
    return rows[0] && view(rows[0]);
  }

  /** The newest users first, at most `count`. */
  async list(count: number): Promise<UserView[]> {
    const rows: UserRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM identity.users ORDER BY created_at DESC, id DESC LIMIT $1`, [count]);
    return rows.map(view);
  }

  /** The users with these ids, in no particular order (those there are). */
  async byIds(userIds: readonly string[]): Promise<UserView[]> {
    const rows: UserRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM identity.users WHERE id = ANY($1::text[])`, [userIds]);
    return rows.map(view);
  }

  /** The user with this screen name (any case). */
  async byScreenName(screenName: string): Promise<UserView | undefined> {
    return (await this.byScreenNames([screenName]))[0];
  }

  /** The users with these screen names (any case). */
  async byScreenNames(screenNames: readonly string[]): Promise<UserView[]> {
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM identity.users WHERE lower(screen_name) = ANY($1::text[])`,
      [screenNames.map((name) => name.toLowerCase())],
    );
    return rows.map(view);
  }

  /** The user signing in with this screen name (any case), with the password hash to check. */
  async forSignIn(screenName: string): Promise<{ id: string; screen_name: string; password_hash: string } | undefined> {
    const [row] = await this.dataSource.query(
      'SELECT id, screen_name, password_hash FROM identity.users WHERE lower(screen_name) = lower($1)',
      [screenName],
    );
    return row;
  }
}

function view(row: UserRow): UserView {
  const profile: UserProfile = {
    screenName: row.screen_name,
    name: row.name,
    description: row.description,
    verified: row.verified,
    location: row.location,
    url: row.url,
    profileImageUrl: row.profile_image_url,
    profileBannerUrl: row.profile_banner_url,
    affiliationUserId: row.affiliation_user_id,
  };
  return userView(row.id, profile, row.created_at.toISOString());
}
