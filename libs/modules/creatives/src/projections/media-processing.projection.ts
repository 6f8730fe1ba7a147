import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';

/** Uploads being processed: pending (no `completes_at` yet) or in progress until `completes_at` (what the processing sweeper looks at). */
export const mediaProcessingProjection: InlineProjection = {
  name: 'creatives.media_processing',
  tables: ['creatives.media_processing'],
  handles: ['creatives.MediaUploadFinalized', 'creatives.MediaProcessingStarted', 'creatives.MediaProcessingSucceeded'],
  async apply(event: RecordedEvent, sql: Sql) {
    const data = event.data as { environment: string; mediaId: string; completesAt?: string; processed?: boolean };
    if (event.type === 'creatives.MediaUploadFinalized') {
      if (data.processed) {
        await sql.query(`INSERT INTO creatives.media_processing (environment, media_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [data.environment, data.mediaId]);
      }
    } else if (event.type === 'creatives.MediaProcessingStarted') {
      await sql.query(
        `INSERT INTO creatives.media_processing (environment, media_id, completes_at) VALUES ($1, $2, $3)
         ON CONFLICT (environment, media_id) DO UPDATE SET completes_at = excluded.completes_at`,
        [data.environment, data.mediaId, data.completesAt],
      );
    } else {
      await sql.query(`DELETE FROM creatives.media_processing WHERE environment = $1 AND media_id = $2`, [data.environment, data.mediaId]);
    }
  },
};
