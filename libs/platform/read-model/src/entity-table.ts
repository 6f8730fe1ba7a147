import type { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import type { Sql } from '@platform/event-store';
import { AdsError, type Page, RawJson } from '@platform/http';
import { keysetPage, prefixPattern } from './keyset-page';
import { preparedRead } from './prepared-read';

/**
 * A read model table of ads entities kept as the API shows them: one row per
 * entity with its JSON (`data`), scoped by environment and account, and
 * columns generated from the JSON for filtering and sorting, `data_text` (the
 * same JSON as text) among them (the migrations declare them). Projections
 * write `data`; lists page by keyset over (sort column, id).
 */
export interface EntityTableSpec {
  /** Qualified table name. */
  table: string;
  /** sort_by field → column (every column NOT NULL: coalesced in the migration). */
  sortColumns: Record<string, string>;
  /** The column `q` matches by prefix, case-insensitively, if the list takes `q`. */
  prefixColumn?: string;
  /**
   * Or a `tsvector` column (`to_tsvector('simple', …)` of the searched members)
   * `q` matches by terms: every word of `q`, case-insensitively, is a word there.
   */
  termColumn?: string;
  /**
   * What reads (get, list) select from when an account sees more than the
   * rows it owns: a relation with the table's columns, `account_id` the
   * reading account's (entities shared with other accounts). Default: the table.
   */
  readFrom?: string;
}

export interface ListQuery {
  environment: Environment;
  accountId: string;
  /** column → values it must be one of (skipped when undefined). */
  filters?: Record<string, readonly string[] | undefined>;
  q?: string;
  withDeleted?: boolean;
  sortBy?: { field: string; direction: 'asc' | 'desc' };
  count: number;
  cursor?: string;
  withTotalCount?: boolean;
}

export class EntityTable<T extends { id: string }> {
  constructor(readonly spec: EntityTableSpec) {}

  async insert(sql: Sql, environment: Environment, accountId: string, data: T): Promise<void> {
    await sql.query(`INSERT INTO ${this.spec.table} (environment, account_id, id, data) VALUES ($1, $2, $3, $4::jsonb)`, [
      environment,
      accountId,
      data.id,
      JSON.stringify(data),
    ]);
  }

  /** Merges `patch` (API field names) into the entity's JSON. */
  async patch(sql: Sql, environment: Environment, id: string, patch: Record<string, unknown>): Promise<void> {
    await sql.query(`UPDATE ${this.spec.table} SET data = data || $3::jsonb WHERE environment = $1 AND id = $2`, [
      environment,
      id,
      JSON.stringify(patch),
    ]);
  }

  async remove(sql: Sql, environment: Environment, id: string): Promise<void> {
    await sql.query(`DELETE FROM ${this.spec.table} WHERE environment = $1 AND id = $2`, [environment, id]);
  }

  async get(db: DataSource, environment: Environment, accountId: string, id: string, withDeleted = false): Promise<T | undefined> {
    const rows = await preparedRead<{ data: T }>(
      db,
      `SELECT data FROM ${this.spec.readFrom ?? this.spec.table} WHERE environment = $1 AND account_id = $2 AND id = $3 ${withDeleted ? '' : 'AND NOT deleted'}`,
      [environment, accountId, id],
    );
    return rows[0]?.data;
  }

  async list(db: DataSource, query: ListQuery): Promise<Page<T>> {
    return this.page(db, query, 'data', (row) => row.data as T);
  }

  /**
   * The same page with each entity as the JSON text stored, for answers that
   * pass it through without parsing and serialising it again.
   */
  async listJson(db: DataSource, query: ListQuery): Promise<Page<RawJson>> {
    return this.page(db, query, 'data_text AS data', (row) => new RawJson(row.data as string));
  }

  private page<R>(db: DataSource, query: ListQuery, select: string, map: (row: { data: unknown }) => R): Promise<Page<R>> {
    const params: unknown[] = [query.environment, query.accountId];
    const where = ['environment = $1', 'account_id = $2'];
    if (!query.withDeleted) where.push('NOT deleted');
    for (const [column, values] of Object.entries(query.filters ?? {})) {
      if (values === undefined) continue;
      params.push(values);
      where.push(`${column} = ANY($${params.length}::text[])`);
    }
    if (query.q !== undefined && this.spec.prefixColumn) {
      params.push(prefixPattern(query.q));
      where.push(`lower(${this.spec.prefixColumn}) LIKE $${params.length}`);
    } else if (query.q !== undefined && this.spec.termColumn) {
      params.push(query.q);
      where.push(`${this.spec.termColumn} @@ plainto_tsquery('simple', $${params.length})`);
    }
    const sortField = query.sortBy?.field ?? 'created_at';
    const sortColumn = this.spec.sortColumns[sortField];
    if (!sortColumn) throw new AdsError(400, 'INVALID_PARAMETER', `Cannot sort by ${sortField}`, 'sort_by');
    return keysetPage(db, {
      from: this.spec.readFrom ?? this.spec.table,
      select,
      where,
      params,
      sortColumn,
      idColumn: 'id',
      direction: query.sortBy?.direction ?? 'asc',
      cursor: query.cursor,
      count: query.count,
      withTotalCount: query.withTotalCount,
      map: (row) => map(row as { data: unknown }),
    });
  }
}
