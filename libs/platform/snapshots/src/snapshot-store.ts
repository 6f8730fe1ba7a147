import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable, type Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { inTransaction, ProcessorRunner, ProjectionRebuilder, ProjectionRegistry, type Sql, sqlOf, StateReplacement } from '@platform/event-store';
import {
  classifyTables,
  insertionOrder,
  KEPT_BY_RESET,
  NOT_STATE_SCHEMAS,
  parseHeader,
  schemaMismatch,
  SNAPSHOT_FILE_FORMAT,
  SNAPSHOT_FILE_VERSION,
  type SnapshotFileHeader,
  type SnapshotFileRow,
  type StateTables,
} from './snapshot-format';
import { RequestGate } from './request-gate';

export interface SnapshotView {
  name: string;
  created_at: string;
  /** The schema migration the server was at. */
  migration: string;
  events: number;
  /** The size of its rows as JSON text. */
  bytes: number;
}

/** A failure the admin API answers with a problem of this status. */
export class SnapshotRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** The smallest SQL surface the file functions need (a DataSource or a transaction). */
interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/** Serialises snapshot writes, restores and resets across replicas. */
const SNAPSHOTS_LOCK = "hashtextextended('aviary.snapshots', 0)";
/** How long a restore or reset waits for a table lock or another replica's processor to let go. */
const LOCK_TIMEOUT = '15s';
/** Rows read or written per statement when a file is exported or imported. */
const FILE_BATCH = 500;

/** Columns of the event store that name the transaction that wrote the row. */
const TRANSACTION_COLUMNS: Record<string, string> = {
  'event_store.events': 'transaction_id',
  'event_store.checkpoints': 'transaction_id',
};

/**
 * Snapshots of the whole state: the event store (streams, events,
 * checkpoints) and the tables kept outside the events, copied as rows into
 * the snapshots schema; a restore puts them back and rebuilds every read
 * model from the restored events, in one transaction, with this replica's
 * requests held at the gate and every replica's caches dropped
 * (StateReplacement).
 *
 * Restored events and checkpoints take the restoring transaction's id: the
 * store is read in (transaction_id, global_position) order, and the ids of
 * the snapshot's transactions may be ahead of this server's (an imported
 * file) or behind its processors' positions; one id for them all keeps them
 * before every later write, in the order of their global positions.
 */
@Injectable()
export class SnapshotStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly processors: ProcessorRunner,
    private readonly rebuilder: ProjectionRebuilder,
    private readonly replacement: StateReplacement,
    private readonly gate: RequestGate,
  ) {}

  async list(): Promise<SnapshotView[]> {
    return views(await this.dataSource.query(`SELECT ${VIEW} FROM snapshots.snapshots ORDER BY created_at, name`));
  }

  async get(name: string): Promise<SnapshotView | undefined> {
    return views(await this.dataSource.query(`SELECT ${VIEW} FROM snapshots.snapshots WHERE name = $1`, [name]))[0];
  }

  /** Writes the whole state, as one transaction sees it, to a snapshot of that name. */
  async create(name: string): Promise<SnapshotView> {
    // the lock is taken before the transaction's snapshot is: a restore or reset committed meanwhile is seen whole
    // (its truncation would otherwise show a transaction begun before it empty tables)
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SELECT pg_advisory_lock(${SNAPSHOTS_LOCK})`);
      try {
        await runner.startTransaction('REPEATABLE READ');
        const sql = sqlOf(runner);
        await claimName(sql, name, await migrationLevel(sql));
        const { kept } = await this.tables(sql);
        for (const table of kept) {
          await sql.query(
            `INSERT INTO snapshots.rows (snapshot, table_name, ord, row) SELECT $1, $2, row_number() OVER (), to_jsonb(t) FROM ${table} t`,
            [name, table],
          );
        }
        await tally(sql, name);
        await runner.commitTransaction();
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        throw error;
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(${SNAPSHOTS_LOCK})`).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
    return (await this.get(name))!;
  }

  async delete(name: string): Promise<boolean> {
    const [, affected] = (await this.dataSource.query('DELETE FROM snapshots.snapshots WHERE name = $1', [name])) as [unknown, number];
    return affected > 0;
  }

  /** Puts the server back into the snapshot's state; the read models are rebuilt from its events. */
  async restore(name: string): Promise<SnapshotView> {
    const snapshot = await this.get(name);
    if (!snapshot) throw new SnapshotRefusal(404, `No snapshot is named ${name}`);
    const mismatch = schemaMismatch(snapshot.migration, await migrationLevel(this.dataSource));
    if (mismatch) throw new SnapshotRefusal(409, mismatch);
    await this.replace(async (sql, tables) => {
      const references = await foreignKeys(sql);
      for (const table of insertionOrder(tables.kept, references)) await this.putBack(sql, name, table);
      await this.rebuilder.rebuildAll({ within: sql });
    });
    return snapshot;
  }

  /** Empties the server: no events, no read models, nothing kept outside the events but the encryption key. */
  async reset(): Promise<void> {
    await this.replace(async () => undefined, KEPT_BY_RESET);
  }

  /**
   * Empties every table of the state (but `keep`) and runs `fill`, in one
   * transaction that holds the snapshots lock, every table's lock and every
   * processor's lock (on any replica: they are told to stop first), with this
   * replica's requests held at the gate; then every cache of the old state is
   * dropped, here and on the other replicas.
   */
  private replace(fill: (sql: Sql, tables: StateTables) => Promise<void>, keep: readonly string[] = []): Promise<void> {
    return this.gate.closedWhile(async () => {
      await this.replacement.replacing();
      try {
        await inTransaction(this.dataSource, async (sql) => {
          await sql.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
          await sql.query(`SELECT pg_advisory_xact_lock(${SNAPSHOTS_LOCK})`);
          for (const processor of this.processors.names()) {
            await sql.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`aviary.processor:${processor}`]);
          }
          const tables = await this.tables(sql);
          const emptied = [...tables.kept, ...tables.readModels, ...tables.transient].filter((t) => !keep.includes(t));
          await sql.query(`TRUNCATE ${emptied.join(', ')}`);
          await fill(sql, tables);
        });
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') {
          throw new SnapshotRefusal(503, 'The state is in use (a table or a processor stayed locked); try again shortly');
        }
        throw error;
      } finally {
        await this.replacement.replaced();
      }
    });
  }

  /** Inserts a table's rows from the snapshot, then moves its sequences past them. */
  private async putBack(sql: Sql, name: string, table: string): Promise<void> {
    const { rows: columns } = await sql.query<{ column_name: string; serial: string | null }>(
      `SELECT column_name, pg_get_serial_sequence($1, column_name) AS serial FROM information_schema.columns
        WHERE table_schema || '.' || table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    );
    const names = columns.map((c) => quoteIdent(c.column_name));
    const values = columns.map((c) => (TRANSACTION_COLUMNS[table] === c.column_name ? 'pg_current_xact_id()' : `r.${quoteIdent(c.column_name)}`));
    await sql.query(
      `INSERT INTO ${table} (${names.join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT ${values.join(', ')} FROM snapshots.rows s CROSS JOIN LATERAL jsonb_populate_record(NULL::${table}, s.row) r
        WHERE s.snapshot = $1 AND s.table_name = $2 ORDER BY s.ord`,
      [name, table],
    );
    for (const { column_name, serial } of columns) {
      if (!serial) continue;
      // never handed out again: ids and positions of the snapshot, and those used since (cursors may name them)
      await sql.query(
        `SELECT setval($1::regclass, GREATEST((SELECT last_value FROM ${serial}), (SELECT coalesce(max(${quoteIdent(column_name)}), 1) FROM ${table})))`,
        [serial],
      );
    }
  }

  /** The server's tables, sorted into kept, rebuilt and emptied. */
  private async tables(sql: Sql): Promise<StateTables> {
    const { rows } = await sql.query<{ name: string }>(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND NOT (table_schema = ANY($1)) AND table_schema NOT LIKE 'pg\\_%'`,
      [NOT_STATE_SCHEMAS],
    );
    const readModels = [...this.projections.all(), ...this.processors.readModels()].flatMap((p) => p.tables ?? []);
    return classifyTables(
      rows.map((r) => r.name),
      readModels,
    );
  }

  /** Writes a snapshot to a gzip'd JSON-lines file: a header, then one line per row. */
  async exportTo(name: string, file: string | Writable): Promise<SnapshotFileHeader> {
    return exportSnapshot(this.dataSource, name, file);
  }

  /** Reads a file `exportTo` wrote into a snapshot (named as in the file, or `as`). */
  async importFrom(file: string, as?: string): Promise<SnapshotView> {
    const header = await importSnapshot(this.dataSource, file, as);
    return (await this.get(as ?? header.name))!;
  }
}

const VIEW = `name, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, migration, events::int AS events, bytes::bigint AS bytes`;

function views(rows: unknown): SnapshotView[] {
  return (rows as Array<SnapshotView & { bytes: string | number }>).map((r) => ({ ...r, bytes: Number(r.bytes) }));
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function rowsOf<T>(db: Queryable | Sql, text: string, params: unknown[] = []): Promise<T[]> {
  const result = (await db.query(text, params)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** The last schema migration applied: a snapshot is restored only at the level it was taken at. */
export async function migrationLevel(db: Queryable | Sql): Promise<string> {
  const rows = await rowsOf<{ name: string }>(db, 'SELECT name FROM public.schema_migrations ORDER BY timestamp DESC, id DESC LIMIT 1');
  return rows[0]?.name ?? 'none';
}

/** Makes the snapshot row of a new snapshot (now, unless an imported file says when); refused when the name is taken. The caller holds the snapshots lock. */
async function claimName(sql: Sql, name: string, migration: string, createdAt?: string): Promise<void> {
  const { rows } = await sql.query('SELECT 1 FROM snapshots.snapshots WHERE name = $1', [name]);
  if (rows.length) throw new SnapshotRefusal(409, `A snapshot named ${name} exists already`);
  await sql.query('INSERT INTO snapshots.snapshots (name, migration, created_at) VALUES ($1, $2, coalesce($3::timestamptz, now()))', [
    name,
    migration,
    createdAt ?? null,
  ]);
}

/** Counts a snapshot's events and the size of its rows, once they are all in. */
async function tally(sql: Sql, name: string): Promise<void> {
  await sql.query(
    `UPDATE snapshots.snapshots SET
       events = (SELECT count(*) FROM snapshots.rows WHERE snapshot = $1 AND table_name = 'event_store.events'),
       bytes = (SELECT coalesce(sum(octet_length(row::text)), 0) FROM snapshots.rows WHERE snapshot = $1)
     WHERE name = $1`,
    [name],
  );
}

async function foreignKeys(sql: Sql): Promise<Array<[string, string]>> {
  const rows = await rowsOf<{ from: string; to: string }>(
    sql,
    `SELECT c.conrelid::regclass::text AS "from", c.confrelid::regclass::text AS "to" FROM pg_constraint c WHERE c.contype = 'f'`,
  );
  return rows.map((r) => [r.from, r.to]);
}

/**
 * Writes snapshot `name` to `file` (gzip'd JSON lines), a path or a stream (`npm run snapshot:export`, the admin API's
 * download); refused before anything is written when no snapshot has the name.
 */
export async function exportSnapshot(db: Queryable, name: string, file: string | Writable): Promise<SnapshotFileHeader> {
  const [snapshot] = await rowsOf<{ name: string; created_at: string; migration: string; events: number }>(
    db,
    `SELECT ${VIEW} FROM snapshots.snapshots WHERE name = $1`,
    [name],
  );
  if (!snapshot) throw new SnapshotRefusal(404, `No snapshot is named ${name}`);
  const counts = await rowsOf<{ table_name: string; n: number }>(
    db,
    'SELECT table_name, count(*)::int AS n FROM snapshots.rows WHERE snapshot = $1 GROUP BY table_name ORDER BY table_name',
    [name],
  );
  const header: SnapshotFileHeader = {
    format: SNAPSHOT_FILE_FORMAT,
    version: SNAPSHOT_FILE_VERSION,
    name,
    created_at: snapshot.created_at,
    migration: snapshot.migration,
    events: Number(snapshot.events),
    tables: Object.fromEntries(counts.map((c) => [c.table_name, c.n])),
  };
  async function* lines() {
    yield JSON.stringify(header) + '\n';
    for (const { table_name: table } of counts) {
      for (let after = 0; ; ) {
        const batch = await rowsOf<{ ord: string; row: string }>(
          db,
          'SELECT ord, row::text AS row FROM snapshots.rows WHERE snapshot = $1 AND table_name = $2 AND ord > $3 ORDER BY ord LIMIT $4',
          [name, table, after, FILE_BATCH],
        );
        if (batch.length === 0) break;
        // the row's JSON text as stored, not parsed and written again
        yield batch.map((r) => `{"t":${JSON.stringify(table)},"r":${r.row}}\n`).join('');
        after = Number(batch[batch.length - 1].ord);
      }
    }
  }
  await pipeline(Readable.from(lines()), createGzip(), typeof file === 'string' ? createWriteStream(file) : file);
  return header;
}

/**
 * Reads a file exportSnapshot wrote into a snapshot of this server (named as
 * in the file, or `as`); refused when the file is of another format version
 * or another schema migration, or the name is taken.
 */
export async function importSnapshot(dataSource: DataSource, file: string, as?: string): Promise<SnapshotFileHeader> {
  const source = createReadStream(file);
  const input = source.pipe(createGunzip());
  // pipe() does not pass a read error on: a missing file would be an unhandled 'error' event, not this import's failure
  source.once('error', (error) => input.destroy(error));
  const lines = createInterface({ input, crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  try {
    const first = await iterator.next();
    const header = parseHeader(first.done ? undefined : first.value);
    const name = as ?? header.name;
    await inTransaction(dataSource, async (sql) => {
      const mismatch = schemaMismatch(header.migration, await migrationLevel(sql));
      if (mismatch) throw new SnapshotRefusal(409, mismatch);
      await sql.query(`SELECT pg_advisory_xact_lock(${SNAPSHOTS_LOCK})`);
      await claimName(sql, name, header.migration, header.created_at);
      const ords = new Map<string, number>();
      let batch: Array<[string, number, string]> = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await sql.query(
          `INSERT INTO snapshots.rows (snapshot, table_name, ord, row)
           SELECT $1, t, o, r::jsonb FROM unnest($2::text[], $3::bigint[], $4::text[]) AS x(t, o, r)`,
          [name, batch.map((b) => b[0]), batch.map((b) => b[1]), batch.map((b) => b[2])],
        );
        batch = [];
      };
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        if (!next.value.trim()) continue;
        const line = JSON.parse(next.value) as SnapshotFileRow;
        if (typeof line.t !== 'string' || !(line.t in header.tables)) throw new Error(`snapshot file names a table its header does not: ${String(line.t)}`);
        const ord = (ords.get(line.t) ?? 0) + 1;
        ords.set(line.t, ord);
        batch.push([line.t, ord, JSON.stringify(line.r)]);
        if (batch.length >= FILE_BATCH) await flush();
      }
      await flush();
      for (const [table, count] of Object.entries(header.tables)) {
        if ((ords.get(table) ?? 0) !== count) throw new Error(`snapshot file is cut short: ${table} has ${ords.get(table) ?? 0} of ${count} rows`);
      }
      await tally(sql, name);
    });
    return header;
  } finally {
    lines.close();
    input.destroy();
  }
}
