import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Environment, isoSeconds } from '@platform/ddd';
import { type Page } from '@platform/http';
import { keysetPage, prefixPattern } from '@platform/read-model';
import type { AccountView } from '../domain/views';

/** sort_by fields of GET accounts and the columns they sort. */
const ACCOUNT_SORTS: Record<string, string> = {
  created_at: 'a.created_at',
  updated_at: 'a.updated_at',
  deleted: 'a.deleted',
  name: 'a.name',
};
export const ACCOUNT_SORT_FIELDS = Object.keys(ACCOUNT_SORTS);

const GRANT_CACHE_SIZE = 100_000;

export type { AccountView } from '../domain/views';

export interface AccountRow {
  environment: string;
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
  private readonly granted = new Set<string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(environment: Environment, accountId: string): Promise<AccountRow | undefined> {
    const rows: AccountRow[] = await this.dataSource.query(
      'SELECT * FROM campaigns.accounts WHERE environment = $1 AND id = $2',
      [environment, accountId],
    );
    return rows[0];
  }

  /** The accounts a user may use, filtered, sorted and paged as GET accounts does. */
  async listForUser(
    environment: Environment,
    userId: string,
    query: {
      accountIds?: string[];
      q?: string;
      withDeleted: boolean;
      sortBy?: { field: string; direction: 'asc' | 'desc' };
      count: number;
      cursor?: string;
      withTotalCount: boolean;
    },
  ): Promise<Page<AccountView>> {
    const params: unknown[] = [environment, userId];
    const where = [
      'a.environment = $1',
      'EXISTS (SELECT 1 FROM campaigns.account_users u WHERE u.environment = a.environment AND u.account_id = a.id AND u.user_id = $2)',
    ];
    if (!query.withDeleted) where.push('NOT a.deleted');
    if (query.accountIds) {
      params.push(query.accountIds);
      where.push(`a.id = ANY($${params.length}::text[])`);
    }
    if (query.q !== undefined) {
      params.push(prefixPattern(query.q));
      where.push(`lower(a.name) LIKE $${params.length}`);
    }
    return keysetPage(this.dataSource, {
      from: 'campaigns.accounts a',
      select: 'a.*',
      where,
      params,
      sortColumn: ACCOUNT_SORTS[query.sortBy?.field ?? 'created_at'],
      idColumn: 'a.id',
      direction: query.sortBy?.direction ?? 'asc',
      cursor: query.cursor,
      count: query.count,
      withTotalCount: query.withTotalCount,
      map: (row) => accountView(row as unknown as AccountRow),
    });
  }

  /**
   * Whether the user owns or was granted the account. Grants are never taken
   * back, so a yes is remembered (per process, bounded); a no is asked again.
   */
  async hasAccess(environment: Environment, accountId: string, userId: string): Promise<boolean> {
    const key = `${environment}\u0000${accountId}\u0000${userId}`;
    if (this.granted.has(key)) return true;
    const rows = await this.dataSource.query(
      `SELECT 1 FROM campaigns.account_users u JOIN campaigns.accounts a
         ON a.environment = u.environment AND a.id = u.account_id
       WHERE u.environment = $1 AND u.account_id = $2 AND u.user_id = $3`,
      [environment, accountId, userId],
    );
    if (rows.length === 0) return false;
    if (this.granted.size >= GRANT_CACHE_SIZE) this.granted.clear();
    this.granted.add(key);
    return true;
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
