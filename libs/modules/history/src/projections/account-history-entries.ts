import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type EntityData, EventStore, inTransaction, type RecordedEvent } from '@platform/event-store';

/** The history's read model: finished entries, and per stream how far they reach (see the migration). */
export const HISTORY_TABLES = { entries: 'history.entries', heads: 'history.heads' } as const;

/** An entry stored as the JSON text the API answers, at its stream position. */
export interface StoredEntry {
  position: number;
  entry: string;
}

/** What a page of stored entries is read with (the history query's filters, and the stream it reads). */
export interface StoredEntriesQuery {
  streamId: string;
  accountId: string;
  start: Date;
  end: Date;
  userId?: string;
  /** Entries after this stream position. */
  after?: number;
  /** At most this many. */
  limit: number;
}

/**
 * Reads the stored entries of one stream, read-your-writes: the page of
 * entries with the events the history processor has not stored yet (after
 * its head, with the entity as of the head), both from one snapshot.
 */
@Injectable()
export class AccountHistoryEntries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
  ) {}

  /**
   * An account's stored entries across its entities, newest first, as the
   * JSON text the API answers: the operator's timeline (what the processor
   * has stored so far).
   */
  async ofAccount(q: { accountId: string; start: Date; end: Date; entityType?: string; entityId?: string; limit: number }): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT entry FROM ${HISTORY_TABLES.entries}
        WHERE account_id = $1 AND recorded_at >= $2 AND recorded_at < $3
          AND ($4::text IS NULL OR entry::jsonb->>'entity' = $4) AND ($5::text IS NULL OR entry::jsonb->>'entity_id' = $5)
        ORDER BY recorded_at DESC, stream_id, stream_position DESC LIMIT $6`,
      [q.accountId, q.start, q.end, q.entityType ?? null, q.entityId ?? null, q.limit],
    )) as Array<{ entry: string }>;
    return rows.map((row) => row.entry);
  }

  async read(q: StoredEntriesQuery): Promise<{ stored: StoredEntry[]; head: { entity: EntityData | undefined }; after: RecordedEvent[] }> {
    const entries = `SELECT stream_position::integer AS position, entry FROM ${HISTORY_TABLES.entries}
      WHERE stream_id = $1 AND account_id = $2 AND recorded_at >= $3 AND recorded_at < $4
        AND stream_position > $5 AND ($6::text IS NULL OR user_id = $6)
      ORDER BY stream_position LIMIT $7`;
    const params = [q.streamId, q.accountId, q.start, q.end, q.after ?? 0, q.userId ?? null, q.limit];
    // Normally the processor has read every event of the stream (its head is the stream's version):
    // then one statement, one snapshot, answers the stored entries as they are.
    const rows = await this.db.query<Array<{ head: string | null; version: string | null; position: number | null; entry: string | null }>>(
      `SELECT h.stream_position AS head, s.version, e.position, e.entry
       FROM (SELECT 1) AS one
       LEFT JOIN ${HISTORY_TABLES.heads} h ON h.stream_id = $1
       LEFT JOIN event_store.streams s ON s.stream_id = $1
       LEFT JOIN LATERAL (${entries}) e ON true`,
      params,
    );
    const { head, version } = rows[0];
    if (version === null || (head !== null && Number(version) <= Number(head))) {
      const stored = rows.flatMap(({ position, entry }): StoredEntry[] => (entry === null ? [] : [{ position: position!, entry }]));
      return { stored, head: { entity: undefined }, after: [] };
    }
    // Events it has not read yet: the entries, the head and the events after it, in one snapshot.
    return inTransaction(
      this.db,
      async (sql) => {
        const { rows: heads } = await sql.query<{ stream_position: string; entity: string | null }>(
          `SELECT stream_position, entity FROM ${HISTORY_TABLES.heads} WHERE stream_id = $1`,
          [q.streamId],
        );
        const { rows: stored } = await sql.query<StoredEntry>(entries, params);
        const position = heads.length ? Number(heads[0].stream_position) : 0;
        const after = await this.store.readStreamWhere(q.streamId, { accountId: q.accountId, recordedBefore: q.end, afterPosition: position }, sql);
        return { stored, head: { entity: heads[0]?.entity ? (JSON.parse(heads[0].entity) as EntityData) : undefined }, after };
      },
      'REPEATABLE READ',
    );
  }
}
