import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { RELATIONSHIP_EVENTS, type RelationshipEvent, type RelationshipKind } from '../domain/relationship';

const TURNED_ON = new Map<string, RelationshipKind>(Object.entries(RELATIONSHIP_EVENTS).map(([kind, e]) => [e.on, kind as RelationshipKind]));
const TURNED_OFF = new Map<string, RelationshipKind>(Object.entries(RELATIONSHIP_EVENTS).map(([kind, e]) => [e.off, kind as RelationshipKind]));

/** Who follows, mutes and blocks whom now, for the platform's lists. */
export const relationshipsProjection: InlineProjection = {
  name: 'social.relationships',
  tables: ['social.relationships'],
  handles: [...TURNED_ON.keys(), ...TURNED_OFF.keys()],
  async apply(event: RecordedEvent, sql: Sql) {
    const { sourceId, targetId } = event.data as RelationshipEvent['data'];
    const on = TURNED_ON.get(event.type);
    if (on) {
      await sql.query(
        `INSERT INTO social.relationships (kind, source_id, target_id, since_position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, source_id, target_id) DO UPDATE SET since_position = excluded.since_position`,
        [on, sourceId, targetId, event.globalPosition],
      );
      return;
    }
    const off = TURNED_OFF.get(event.type);
    if (off) await sql.query(`DELETE FROM social.relationships WHERE kind = $1 AND source_id = $2 AND target_id = $3`, [off, sourceId, targetId]);
  },
};
