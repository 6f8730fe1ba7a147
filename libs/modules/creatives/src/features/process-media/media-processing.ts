import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, type Environment } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { MEDIA_PROCESSING, MEDIA_UPLOAD } from '../../domain/media-upload';

/**
 * The processing of finalised videos and GIFs: `pending` at FINALIZE,
 * `in_progress` once the sweeper takes the upload (for MEDIA_PROCESSING_MS),
 * `succeeded` when the sweeper finds it due. The bytes were read and judged
 * at FINALIZE; there is nothing to transcode, only the states the platform's
 * clients poll through.
 */
@Injectable()
export class MediaProcessing {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async start(environment: Environment, mediaId: string): Promise<void> {
    // to the millisecond: processing may last less than a second
    const completesAt = new Date(this.clock.now().getTime() + this.settings.MEDIA_PROCESSING_MS).toISOString();
    await this.store.decide(MEDIA_UPLOAD, MEDIA_UPLOAD.streamId(environment, mediaId), { type: 'StartProcessing', environment, mediaId, completesAt });
  }

  async complete(environment: Environment, mediaId: string): Promise<void> {
    await this.store.decide(MEDIA_PROCESSING, MEDIA_PROCESSING.streamId(environment, mediaId), { type: 'CompleteProcessing', environment, mediaId });
  }
}
