import { type EntityData, EntityHistoryRegistry, type Processor, type RecordedEvent, type Sql } from '@platform/event-store';
import { entryOf } from '../features/shared/history-entry';
import { HISTORY_TABLES } from '../projections/account-history-entries';

interface Head {
  position: number;
  entity: EntityData | undefined;
  moved: boolean;
}

/**
 * Keeps the account history's read model: every change of an entity whose
 * descriptor can be stored becomes its finished entry (the JSON the API
 * answers), and the stream's head moves to the event with the entity as of
 * it. Writes cost nothing: a read answers the stored entries and folds the
 * few events after the head in the same snapshot, so it still shows a change
 * at once. Events the rows already hold (a batch read again) are skipped.
 */
export class AccountHistoryProcessor implements Processor {
  readonly name = 'history.account-history';
  readonly tables = [HISTORY_TABLES.entries, HISTORY_TABLES.heads];
  readonly startFrom = 'beginning';
  readonly batchSize = 500;
  /** A read folds what it has not stored yet, so it may lag: a busy store's writes come in fewer, larger batches. */
  readonly gatherMs = 250;

  constructor(private readonly descriptors: EntityHistoryRegistry) {}

  get handles(): readonly string[] {
    return this.descriptors.storedEventTypes();
  }

  async handle(events: RecordedEvent[], sql: Sql): Promise<void> {
    const streams = [...new Set(events.map((event) => event.streamId))];
    // the heads' lock first: a batch waits for a rebuild, and then reads what it wrote
    const { rows } = await sql.query<{ stream_id: string; stream_position: string; entity: string | null }>(
      `SELECT stream_id, stream_position, entity FROM ${HISTORY_TABLES.heads} WHERE stream_id = ANY($1::text[]) FOR UPDATE`,
      [streams],
    );
    const heads = new Map<string, Head>(rows.map((r) => [r.stream_id, { position: Number(r.stream_position), entity: r.entity === null ? undefined : (JSON.parse(r.entity) as EntityData), moved: false }]));
    const entries: unknown[][] = [];
    for (const event of events) {
      const descriptor = this.descriptors.storedFor(event.type, event.streamId);
      const entityId = descriptor?.entityIdOf(event.streamId);
      if (!descriptor || entityId === undefined) continue;
      let head = heads.get(event.streamId);
      if (!head) heads.set(event.streamId, (head = { position: 0, entity: undefined, moved: false }));
      if (event.streamPosition <= head.position) continue;
      const change = descriptor.change(head.entity, event);
      head.position = event.streamPosition;
      head.moved = true;
      if (!change) continue;
      head.entity = change.entityData;
      entries.push([event.streamId, event.streamPosition, event.accountId, event.recordedAt, event.metadata.userId ?? null, JSON.stringify(entryOf(descriptor, entityId, event, change))]);
    }
    // rows of parameters, not arrays: an array literal escapes every quote of the entries' JSON in JavaScript
    if (entries.length > 0) {
      const { values, params } = valuesOf(entries);
      await sql.query(`INSERT INTO ${HISTORY_TABLES.entries} (stream_id, stream_position, account_id, recorded_at, user_id, entry) VALUES ${values}`, params);
    }
    const moved = [...heads].filter(([, head]) => head.moved);
    if (moved.length > 0) {
      const { values, params } = valuesOf(moved.map(([stream, h]) => [stream, h.position, h.entity === undefined ? null : JSON.stringify(h.entity)]));
      await sql.query(
        `INSERT INTO ${HISTORY_TABLES.heads} (stream_id, stream_position, entity) VALUES ${values}
         ON CONFLICT (stream_id) DO UPDATE SET stream_position = EXCLUDED.stream_position, entity = EXCLUDED.entity`,
        params,
      );
    }
  }
}

/** `($1, $2), ($3, $4)` and its parameters, for rows of the same width. */
function valuesOf(rows: unknown[][]): { values: string; params: unknown[] } {
  const params: unknown[] = [];
  const values = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`).join(', ');
  return { values, params };
}
