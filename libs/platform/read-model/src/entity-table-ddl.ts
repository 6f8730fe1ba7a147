/**
 * The SQL of an EntityTable, for a module's migration: the columns every ads
 * entity table has (scope, id, the JSON as stored and as text, timestamps and
 * `deleted` generated from it), the entity's own generated columns for its
 * filters and sort orders, and the index lists page by.
 *
 *   await q.query(entityTableDdl('notes.notes', [generatedText('topic')]));
 *   for (const index of entityTableIndexes('notes.notes')) await q.query(index);
 */
export function entityTableDdl(table: string, columns: readonly string[] = [], options: TableScope = {}): string {
  return `CREATE TABLE ${options.ifNotExists ? 'IF NOT EXISTS ' : ''}${table} (
    environment text NOT NULL,
    ${(options.owner ?? 'account_id').padEnd(11)} text NOT NULL,
    id          text NOT NULL,
    data        jsonb NOT NULL,
    data_text   text GENERATED ALWAYS AS (data::text) STORED,
    created_at  text GENERATED ALWAYS AS (data->>'created_at') STORED,
    updated_at  text GENERATED ALWAYS AS (data->>'updated_at') STORED,
    deleted     boolean GENERATED ALWAYS AS (coalesce((data->>'deleted')::boolean, false)) STORED,
    ${[...columns, 'PRIMARY KEY (environment, id)'].join(',\n    ')}
  )`;
}

/** A table of entities owned by other than an account: its owner column (`user_id`, `catalog_id`), as `EntityTableSpec.ownerColumn`. */
export interface TableScope {
  owner?: string;
  /** Leave a table (or index) that exists as it is: the kit provisioning a declared table at each start. */
  ifNotExists?: boolean;
}

/** The index every list of the table pages by (its owner's rows in creation order). */
export function entityTableIndexes(table: string, options: TableScope = {}): string[] {
  const name = table.replace(/^.*\./, '');
  const owner = options.owner ?? 'account_id';
  return [`CREATE INDEX ${options.ifNotExists ? 'IF NOT EXISTS ' : ''}${name}_by_${owner.replace(/_id$/, '')} ON ${table} (environment, ${owner}, created_at, id)`];
}

/** A text member of the JSON as a column (coalesced: keyset paging never meets a NULL). */
export const generatedText = (member: string) => `${member} text GENERATED ALWAYS AS (coalesce(data->>'${member}', '')) STORED`;
