import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import { StateReplacement } from '@platform/event-store';
import { accountsTable } from './tables';

/** sort_by fields of GET accounts. */
export const ACCOUNT_SORT_FIELDS = Object.keys(accountsTable.spec.sortColumns);

const GRANT_CACHE_SIZE = 100_000;

/** Who may use an account, as its users are projected (`campaigns.account_users`): the ads routes' ownership check. */
@Injectable()
export class AccountsReadModel {
  private readonly granted = new Set<string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    replacement: StateReplacement,
  ) {
    // grants are never taken back, until the whole state is replaced
    replacement.on({ replaced: () => this.granted.clear() });
  }

  /** Every account of the environment, newest first, with the users who may use it (the operator's list). */
  async list(environment: Environment, count: number): Promise<Array<{ data: object; user_ids: string[] }>> {
    return this.dataSource.query(
      `SELECT a.data, coalesce((SELECT array_agg(u.user_id ORDER BY u.user_id) FROM campaigns.account_users u
                                 WHERE u.environment = a.environment AND u.account_id = a.id), '{}') AS user_ids
         FROM campaigns.accounts a WHERE a.environment = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
      [environment, count],
    );
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
