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
    const entries = { stream: [] as string[], position: [] as number[], account: [] as Array<string | null>, at: [] as Date[], user: [] as Array<string | null>, entry: [] as string[] };
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
      entries.stream.push(event.streamId);
      entries.position.push(event.streamPosition);
      entries.account.push(event.accountId);
      entries.at.push(event.recordedAt);
      entries.user.push(event.metadata.userId ?? null);
      entries.entry.push(JSON.stringify(entryOf(descriptor, entityId, event, change)));
    }
    if (entries.stream.length > 0) {
      await sql.query(
        `INSERT INTO ${HISTORY_TABLES.entries} (stream_id, stream_position, account_id, recorded_at, user_id, entry)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::timestamptz[], $5::text[], $6::text[])`,
        [entries.stream, entries.position, entries.account, entries.at, entries.user, entries.entry],
      );
    }
    const moved = [...heads].filter(([, head]) => head.moved);
    if (moved.length > 0) {
      await sql.query(
        `INSERT INTO ${HISTORY_TABLES.heads} (stream_id, stream_position, entity)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[])
         ON CONFLICT (stream_id) DO UPDATE SET stream_position = EXCLUDED.stream_position, entity = EXCLUDED.entity`,
        [moved.map(([stream]) => stream), moved.map(([, h]) => h.position), moved.map(([, h]) => (h.entity === undefined ? null : JSON.stringify(h.entity)))],
      );
    }
  }
}
