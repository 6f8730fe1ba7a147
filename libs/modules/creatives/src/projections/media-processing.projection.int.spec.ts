import { projectionSpec, testDatabase } from '@platform/testing';
import type { MediaUploadEvent } from '../domain/media-upload';
import { mediaProcessingProjection } from './media-processing.projection';

const media = { environment: 'production' as const, mediaId: '1900000000000000777' };
const file = { kind: 'video' as const, mimeType: 'video/mp4', width: 1280, height: 720, durationMs: 5000 };
const finalized = (processed: boolean): MediaUploadEvent => ({
  type: 'creatives.MediaUploadFinalized',
  data: { ...media, size: 1000, file, processed, finalizedAt: '2026-01-01T00:00:00Z' },
});
const started: MediaUploadEvent = { type: 'creatives.MediaProcessingStarted', data: { ...media, at: '2026-01-01T00:00:01Z', completesAt: '2026-01-01T00:00:06Z' } };
const succeeded: MediaUploadEvent = { type: 'creatives.MediaProcessingSucceeded', data: { ...media, at: '2026-01-01T00:00:06Z' } };

describe('the media processing projection', () => {
  const db = testDatabase();
  const rows = (events: MediaUploadEvent[]) =>
    projectionSpec(mediaProcessingProjection, db())
      .given(events)
      .thenRows(`SELECT environment, media_id, completes_at FROM creatives.media_processing WHERE media_id = $1`, [media.mediaId]);

  it('holds an upload that needs processing as pending (no completion time yet); one that needs none is not held', async () => {
    expect(await rows([finalized(true)])).toEqual([{ environment: 'production', media_id: media.mediaId, completes_at: null }]);
    expect(await rows([finalized(false)])).toEqual([]);
  });

  it('holds it in progress until its completion time once processing starts', async () => {
    expect(await rows([finalized(true), started])).toEqual([{ environment: 'production', media_id: media.mediaId, completes_at: new Date('2026-01-01T00:00:06Z') }]);
  });

  it('lets it go once processing succeeded', async () => {
    expect(await rows([finalized(true), started, succeeded])).toEqual([]);
  });
});
