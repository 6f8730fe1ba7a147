import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Environment, isoSeconds } from '@platform/ddd';

/** An account as the ads interface shows it. */
export interface AccountView {
  id: string;
  name: string;
  business_name: string | null;
  business_id: string | null;
  timezone: string;
  timezone_switch_at: string | null;
  industry_type: string | null;
  approval_status: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

export interface AccountRow {
  id: string;
  name: string;
  business_name: string | null;
  business_id: string | null;
  timezone: string;
  timezone_switch_at: Date | null;
  industry_type: string | null;
  approval_status: string;
  feature_keys: string[];
  owner_user_id: string;
  created_at: Date;
  updated_at: Date;
  deleted: boolean;
}

@Injectable()
export class AccountsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(environment: Environment, accountId: string): Promise<AccountRow | undefined> {
    const rows: AccountRow[] = await this.dataSource.query(
      'SELECT * FROM campaigns.accounts WHERE environment = $1 AND id = $2',
      [environment, accountId],
    );
    return rows[0];
  }

  async hasAccess(environment: Environment, accountId: string, userId: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM campaigns.account_users u JOIN campaigns.accounts a
         ON a.environment = u.environment AND a.id = u.account_id
       WHERE u.environment = $1 AND u.account_id = $2 AND u.user_id = $3`,
      [environment, accountId, userId],
    );
    return rows.length > 0;
  }
}

export function accountView(row: AccountRow): AccountView {
  return {
    id: row.id,
    name: row.name,
    business_name: row.business_name,
    business_id: row.business_id,
    timezone: row.timezone,
    timezone_switch_at: row.timezone_switch_at ? isoSeconds(row.timezone_switch_at) : null,
    industry_type: row.industry_type,
    approval_status: row.approval_status,
    created_at: isoSeconds(row.created_at),
    updated_at: isoSeconds(row.updated_at),
    deleted: row.deleted,
  };
}
