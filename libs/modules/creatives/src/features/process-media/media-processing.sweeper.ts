import { Injectable } from '@nestjs/common';
import { type Environment } from '@platform/ddd';
import { Sweeper } from '@platform/event-store';
import { MediaProcessing } from './media-processing';

/**
 * Moves processing on, from the `media_processing` read model (uploads
 * pending or in progress, and when those complete), every quarter of
 * MEDIA_PROCESSING_MS (50 ms to 1 s): a pending upload starts, one in
 * progress completes once due. Replicas may sweep at once: each step appends
 * once. A sweeper rather than a checkpointed processor, which would hold a
 * pooled connection (its lock's) for as long as the server runs.
 */
@Injectable()
export class MediaProcessingSweeper extends Sweeper {
  constructor(private readonly processing: MediaProcessing) {
    super();
  }

  protected intervalMs(): number {
    return Math.min(1000, Math.max(50, this.settings.MEDIA_PROCESSING_MS / 4));
  }

  /** Starts every pending upload, completes every one whose processing is due. */
  async sweep(): Promise<void> {
    const due = (await this.db.query(
      `SELECT environment, media_id, completes_at FROM creatives.media_processing
        WHERE completes_at IS NULL OR completes_at <= $1::timestamptz ORDER BY completes_at NULLS FIRST LIMIT 500`,
      [this.clock.now().toISOString()],
    )) as Array<{ environment: Environment; media_id: string; completes_at: Date | null }>;
    await this.stepThrough(
      due,
      (row) => [row.environment, row.media_id],
      (row) => (row.completes_at === null ? this.processing.start(row.environment, row.media_id) : this.processing.complete(row.environment, row.media_id)),
    );
  }
}
