import type { Environment } from '@platform/ddd';
import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';

/**
 * Which accounts see each custom audience, and with what access: its owner
 * (READ_WRITE) from its creation. Lists and gets read custom audiences through
 * this table (`custom_audiences_seen`).
 */
export const customAudienceAccessProjection: InlineProjection = {
  name: 'audiences.custom_audience_access',
  tables: ['audiences.custom_audience_access'],
  handles: ['audiences.CustomAudienceCreated'],
  async apply(event: RecordedEvent, sql: Sql) {
    const data = event.data as { environment: Environment; accountId: string; customAudience: { id: string } };
    switch (event.type) {
      case 'audiences.CustomAudienceCreated':
        await sql.query(
          `INSERT INTO audiences.custom_audience_access (environment, account_id, audience_id, is_owner, permission_level)
           VALUES ($1, $2, $3, true, 'READ_WRITE')`,
          [data.environment, data.accountId, data.customAudience.id],
        );
        break;
    }
  },
};
