import type { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import type { Sql } from '@platform/event-store';
import { AdsError, type Page, RawJson } from '@platform/http';
import { entityTableDdl, entityTableIndexes, generatedText } from './entity-table-ddl';
import { keysetPage, prefixPattern } from './keyset-page';
import { preparedRead } from './prepared-read';

/**
 * A read model table of ads entities kept as the API shows them: one row per
 * entity with its JSON (`data`), scoped by environment and owner (an account;
 * a user or a parent entity, see `ownerColumn`), and
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
  /**
   * The column holding the owner, for a table of entities owned by other than
   * an account: `user_id`, a parent's id (`catalog_id`). Its rows are keyed by
   * (environment, owner, id): writes name the owner. Default `account_id`.
   */
  ownerColumn?: string;
  /**
   * A column the projection fills with the creating event's global position:
   * the order of creation, for entities whose view has no `created_at` (a
   * sort column maps `created_at` to it).
   */
  positionColumn?: string;
  /**
   * The table's DDL when the kit provisions it from the declaration (see
   * `entityTable`) rather than a migration: created at start-up where it is
   * missing, and filled from the events.
   */
  provision?: { ddl: string; indexes: readonly string[] };
}

export interface ListQuery {
  environment: Environment;
  /** The owner whose rows are listed: an account (or `owner`, for a table of another scope). */
  accountId?: string;
  /** The owner, in the table's `ownerColumn`. */
  owner?: string;
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
  private readonly owner: string;
  /** Writes name the owner when the rows are keyed by it (`ownerColumn`). */
  private readonly keyedByOwner: boolean;
  private readonly insertSql: string;

  constructor(readonly spec: EntityTableSpec) {
    this.owner = spec.ownerColumn ?? 'account_id';
    this.keyedByOwner = spec.ownerColumn !== undefined;
    this.insertSql = spec.positionColumn
      ? `INSERT INTO ${spec.table} (environment, ${this.owner}, id, data, ${spec.positionColumn}) VALUES ($1, $2, $3, $4::jsonb, $5)`
      : `INSERT INTO ${spec.table} (environment, ${this.owner}, id, data) VALUES ($1, $2, $3, $4::jsonb)`;
  }

  /** `position`: the creating event's global position, for a table with a `positionColumn`. */
  async insert(sql: Sql, environment: Environment, owner: string, data: T, position?: string): Promise<void> {
    const params = [environment, owner, data.id, JSON.stringify(data)];
    await sql.query(this.insertSql, this.spec.positionColumn ? [...params, position] : params);
  }

  /** Merges `patch` (API field names) into the entity's JSON; `owner` for a table keyed by it. */
  async patch(sql: Sql, environment: Environment, id: string, patch: object, owner?: string): Promise<void> {
    const { where, params } = this.row(environment, id, owner);
    await sql.query(`UPDATE ${this.spec.table} SET data = data || $${params.length + 1}::jsonb WHERE ${where}`, [...params, JSON.stringify(patch)]);
  }

  async remove(sql: Sql, environment: Environment, id: string, owner?: string): Promise<void> {
    const { where, params } = this.row(environment, id, owner);
    await sql.query(`DELETE FROM ${this.spec.table} WHERE ${where}`, params);
  }

  /** Removes every row of an owner (the children of a parent deleted). */
  async removeOwned(sql: Sql, environment: Environment, owner: string): Promise<void> {
    await sql.query(`DELETE FROM ${this.spec.table} WHERE environment = $1 AND ${this.owner} = $2`, [environment, owner]);
  }

  async get(db: DataSource, environment: Environment, owner: string, id: string, withDeleted = false): Promise<T | undefined> {
    const rows = await preparedRead<{ data: T }>(
      db,
      `SELECT data FROM ${this.spec.readFrom ?? this.spec.table} WHERE environment = $1 AND ${this.owner} = $2 AND id = $3 ${withDeleted ? '' : 'AND NOT deleted'}`,
      [environment, owner, id],
    );
    return rows[0]?.data;
  }

  /** Every entity of an owner as stored, deleted ones too, in the order they were made (the operator's view). */
  async allOf(db: DataSource, environment: Environment, owner: string): Promise<T[]> {
    const rows = (await db.query(`SELECT data FROM ${this.spec.table} WHERE environment = $1 AND ${this.owner} = $2 ORDER BY created_at, id`, [
      environment,
      owner,
    ])) as Array<{ data: T }>;
    return rows.map((row) => row.data);
  }

  /** One entity as stored, deleted or not, read in a transaction (a projection's, which may have just written it). */
  async getWithin(sql: Sql, environment: Environment, owner: string, id: string): Promise<T | undefined> {
    const { rows } = await sql.query<{ data: T }>(`SELECT data FROM ${this.spec.table} WHERE environment = $1 AND ${this.owner} = $2 AND id = $3`, [environment, owner, id]);
    return rows[0]?.data;
  }

  private row(environment: Environment, id: string, owner: string | undefined): { where: string; params: unknown[] } {
    if (!this.keyedByOwner) return { where: 'environment = $1 AND id = $2', params: [environment, id] };
    if (owner === undefined) throw new Error(`${this.spec.table}: its rows are keyed by ${this.owner}; name the owner`);
    return { where: `environment = $1 AND ${this.owner} = $2 AND id = $3`, params: [environment, owner, id] };
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
    const params: unknown[] = [query.environment, query.owner ?? query.accountId];
    const where = ['environment = $1', `${this.owner} = $2`];
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

/** The sort orders every declared entity table offers. */
const COMMON_SORTS = { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted' };

export interface DeclaredTableOptions {
  /** Members the lists filter on (an id list's column): each a text column generated from the JSON. */
  filters?: readonly string[];
  /** Members the lists sort by besides created_at, updated_at and deleted: each a text column generated from the JSON. */
  sorts?: readonly string[];
  /** The member `q` matches by prefix (also a generated column). */
  prefix?: string;
}

/**
 * A read model table of an account's entities declared in a line, with no
 * migration of its own: its columns (the common ones, and a generated text
 * column per member it filters, sorts or searches by) are provisioned by the
 * kit at start-up where the table is missing, which then fills it from the
 * events. A change to a provisioned table's columns takes a migration (or
 * dropping the table, which start-up provisions and fills again).
 *
 *   entityTable<TrackingTagView>('campaigns.tracking_tags', { filters: ['line_item_id'] })
 */
export function entityTable<V extends { id: string }>(table: string, options: DeclaredTableOptions = {}): EntityTable<V> {
  const { filters = [], sorts = [], prefix } = options;
  const columns = [...new Set([...filters, ...sorts, ...(prefix ? [prefix] : [])])];
  return new EntityTable<V>({
    table,
    sortColumns: { ...COMMON_SORTS, ...Object.fromEntries(sorts.map((column) => [column, column])) },
    ...(prefix ? { prefixColumn: prefix } : {}),
    provision: { ddl: entityTableDdl(table, columns.map(generatedText), { ifNotExists: true }), indexes: entityTableIndexes(table, { ifNotExists: true }) },
  });
}
