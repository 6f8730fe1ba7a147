/**
 * What a snapshot is made of and how it travels, without a database: names,
 * the tables it holds, the order they are put back in, and the export file's
 * header. Pure, so a unit spec pins it.
 */

/** A snapshot's name: a letter or digit, then letters, digits, `.`, `_` or `-`, at most 64 in all. */
export const SNAPSHOT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isSnapshotName(name: unknown): name is string {
  return typeof name === 'string' && SNAPSHOT_NAME.test(name);
}

/**
 * Tables kept outside the events that a snapshot leaves out and a restore or
 * reset empties: replay guards and budgets of the moment, not state.
 */
export const TRANSIENT_TABLES: readonly string[] = ['identity.oauth_nonces', 'http.rate_limit_windows', 'webhooks.recheck_claims'];

/** Tables a reset keeps: the key secrets are sealed with (a reset empties what it sealed, not the server's key). */
export const KEPT_BY_RESET: readonly string[] = ['identity.encryption_keys'];

/** Schemas that are not the server's state: PostgreSQL's own, the migrations' table (public), and the snapshots themselves. */
export const NOT_STATE_SCHEMAS: readonly string[] = ['pg_catalog', 'information_schema', 'public', 'snapshots'];

export interface StateTables {
  /** Copied into a snapshot and put back by a restore: the event store and the tables kept outside the events. */
  kept: string[];
  /** Emptied by a restore and rebuilt from the restored events. */
  readModels: string[];
  /** Emptied by a restore. */
  transient: string[];
}

/** Sorts every table of the server's schemas into what a snapshot keeps, what is rebuilt, and what is emptied. */
export function classifyTables(all: readonly string[], readModels: readonly string[]): StateTables {
  const rebuilt = new Set(readModels);
  const transient = new Set(TRANSIENT_TABLES);
  const sorted = [...all].sort();
  return {
    kept: sorted.filter((t) => !rebuilt.has(t) && !transient.has(t)),
    readModels: sorted.filter((t) => rebuilt.has(t)),
    transient: sorted.filter((t) => transient.has(t)),
  };
}

/**
 * The tables in an order that puts every referenced table before the tables
 * referring to it (`references`: [referring, referenced] pairs), alphabetical
 * otherwise; a cycle is refused (no table of the server has one).
 */
export function insertionOrder(tables: readonly string[], references: ReadonlyArray<readonly [string, string]>): string[] {
  const within = new Set(tables);
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`tables refer to each other in a cycle through ${table}`);
    state.set(table, 'visiting');
    for (const [from, to] of [...references].sort()) if (from === table && to !== table && within.has(to)) visit(to);
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return order;
}

/** The export file's first line (the file is gzip'd JSON lines: this header, then one `{t, r}` per row). */
export interface SnapshotFileHeader {
  format: typeof SNAPSHOT_FILE_FORMAT;
  version: typeof SNAPSHOT_FILE_VERSION;
  name: string;
  created_at: string;
  /** The last schema migration of the server the snapshot was taken on: it is restored only at the same level. */
  migration: string;
  events: number;
  /** Rows per table. */
  tables: Record<string, number>;
}

export const SNAPSHOT_FILE_FORMAT = 'aviary-snapshot';
export const SNAPSHOT_FILE_VERSION = 1;

/** A row line of the export file: the table and the row as `to_jsonb` gave it. */
export interface SnapshotFileRow {
  t: string;
  r: unknown;
}

/** Reads an export file's first line; throws a sentence saying what is wrong with it. */
export function parseHeader(line: string | undefined): SnapshotFileHeader {
  let header: Partial<SnapshotFileHeader>;
  try {
    header = JSON.parse(line ?? '') as Partial<SnapshotFileHeader>;
  } catch {
    throw new Error('not a snapshot file (its first line is not JSON)');
  }
  if (header?.format !== SNAPSHOT_FILE_FORMAT) throw new Error('not a snapshot file (no aviary-snapshot header)');
  if (header.version !== SNAPSHOT_FILE_VERSION) {
    throw new Error(`snapshot file version ${String(header.version)} is not supported (this server reads version ${SNAPSHOT_FILE_VERSION})`);
  }
  if (!isSnapshotName(header.name) || typeof header.migration !== 'string' || typeof header.tables !== 'object' || header.tables === null) {
    throw new Error('snapshot file header is incomplete');
  }
  return header as SnapshotFileHeader;
}

/** Why a snapshot taken at `taken` cannot be restored on a server at `current`; undefined when it can. */
export function schemaMismatch(taken: string, current: string): string | undefined {
  return taken === current
    ? undefined
    : `the snapshot was taken at schema migration ${taken}; this server is at ${current} (restore it on a server at the same version)`;
}
