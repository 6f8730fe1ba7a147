import type { DataSource } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@platform/event-store';
import { inTransaction, type Sql } from '@platform/event-store';

/**
 * Given/then for inline projections, on a real database: the events are
 * applied in a transaction that is rolled back, so nothing stays behind.
 *   await projectionSpec(projection, db).given([events]).thenRows('SELECT ... ', [params])
 * `given` refuses an event the projection does not handle (a mistake in the
 * spec); `givenStreams` passes it by.
 */
export function projectionSpec(projection: InlineProjection, db: DataSource) {
  const spec = {
    /**
     * Streams' whole histories: the projection is given the events of the
     * types it handles, as the registry routes them.
     */
    givenStreams(events: Array<{ type: string; data: unknown }>) {
      return spec.given(events.filter((event) => projection.handles.includes(event.type)));
    },
    given(events: Array<{ type: string; data: unknown }>) {
      return {
        async thenRows<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
          const rollback = new Error('projection spec');
          let rows: T[] = [];
          await inTransaction(db, async (sql: Sql) => {
            for (const [i, event] of events.entries()) {
              if (!projection.handles.includes(event.type)) throw new Error(`${projection.name} does not handle ${event.type}`);
              await projection.apply(recorded(event, i), sql);
            }
            rows = (await sql.query<T>(query, params)).rows;
            throw rollback;
          }).catch((error) => {
            if (error !== rollback) throw error;
          });
          return rows;
        },
      };
    },
  };
  return spec;
}

function recorded(event: { type: string; data: unknown }, i: number): RecordedEvent {
  return {
    type: event.type,
    data: event.data,
    schemaVersion: 1,
    eventId: `projection-spec-${i}`,
    streamId: 'projection-spec',
    streamType: 'projection-spec',
    streamPosition: i + 1,
    globalPosition: String(i + 1),
    transactionId: '1',
    accountId: null,
    metadata: { environment: 'production' },
    occurredAt: new Date(),
    recordedAt: new Date(),
  };
}
