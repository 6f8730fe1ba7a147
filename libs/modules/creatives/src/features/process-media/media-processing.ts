import { type Clock, type Environment, isoSeconds } from '@platform/ddd';
import type { EventStore, Processor, RecordedEvent } from '@platform/event-store';
import { mediaUploadDecider } from '../../domain/media-upload';
import { MEDIA_UPLOAD_STREAM, mediaUploadStream } from '../upload-media/media-upload.commands';

/**
 * Processes finalised videos and GIFs: a `pending` upload starts
 * (`in_progress`), and succeeds once it has been in progress for the
 * processing time (MEDIA_PROCESSING_MS), which is what a client polling
 * STATUS sees. The bytes were read and judged at FINALIZE; there is no
 * transcoding to do, only the states the platform's clients wait through.
 */
export class MediaProcessingProcessor implements Processor {
  readonly name = 'creatives.media-processing';
  readonly startFrom = 'beginning' as const;
  readonly batchSize = 100;
  readonly handles = ['creatives.MediaUploadFinalized', 'creatives.MediaProcessingStarted'];

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly processingMs: number,
  ) {}

  async handle(events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const data = event.data as { environment: Environment; mediaId: string; processed?: boolean; at?: string };
      if (event.type === 'creatives.MediaUploadFinalized' && !data.processed) continue;
      if (event.type === 'creatives.MediaProcessingStarted') {
        const wait = Date.parse(data.at!) + this.processingMs - this.clock.now().getTime();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      await this.store.handle(mediaUploadStream(data.environment, data.mediaId), MEDIA_UPLOAD_STREAM, mediaUploadDecider, {
        type: 'AdvanceProcessing',
        environment: data.environment,
        mediaId: data.mediaId,
        now: isoSeconds(this.clock.now()),
      });
    }
  }
}
