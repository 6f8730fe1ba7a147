import { deciderSpec } from '@platform/testing';
import { mediaUploadDecider, type MediaUploadEvent } from './media-upload';

const spec = deciderSpec(mediaUploadDecider);
const base = { environment: 'production' as const, mediaId: '42', now: '2026-01-01T00:00:00Z' };
const init = {
  ...base,
  type: 'InitializeUpload' as const,
  mediaKey: '13_42',
  userId: 'u1',
  additionalOwners: ['u2'],
  category: 'amplify_video' as const,
  mediaType: 'video/mp4',
  totalBytes: 300,
};
const initialized: MediaUploadEvent = {
  type: 'creatives.MediaUploadInitialized',
  data: {
    environment: 'production',
    mediaId: '42',
    mediaKey: '13_42',
    ownerIds: ['u1', 'u2'],
    category: 'amplify_video',
    mediaType: 'video/mp4',
    totalBytes: 300,
    initializedAt: base.now,
    expiresAt: '2026-01-02T00:00:00Z',
  },
};
const segment = (segmentIndex: number, size: number): MediaUploadEvent => ({
  type: 'creatives.MediaSegmentAppended',
  data: { environment: 'production', mediaId: '42', segmentIndex, size, sha256: `h${segmentIndex}` },
});
const video = { kind: 'video' as const, mimeType: 'video/mp4', width: 1280, height: 720, durationMs: 6000 };
const finalized: MediaUploadEvent = {
  type: 'creatives.MediaUploadFinalized',
  data: { environment: 'production', mediaId: '42', size: 300, file: video, processed: true, finalizedAt: base.now },
};
const append = (segmentIndex: number, size: number, userId = 'u1', now = base.now) => ({
  ...base,
  now,
  type: 'AppendSegment' as const,
  userId,
  segmentIndex,
  size,
  sha256: `h${segmentIndex}`,
});
const finalize = (file = video as typeof video | undefined, userId = 'u1') => ({ ...base, type: 'FinalizeUpload' as const, userId, file });

describe('media upload', () => {
  it('initialises within the category limit, for the uploader and the additional owners', () => {
    spec.given([]).when(init).then([initialized]);
    spec.given([]).when({ ...init, totalBytes: 2 * 1024 ** 3 }).thenThrows({ kind: 'invalid', parameter: 'total_bytes' });
    spec.given([]).when({ ...init, mediaType: 'image/png' }).thenThrows({ kind: 'invalid', parameter: 'media_type' });
    spec.given([]).when({ ...init, mediaType: 'application/zip' }).thenThrows({ kind: 'invalid', parameter: 'media_type' });
  });

  it('appends the owners’ segments while the session lasts, never beyond total_bytes', () => {
    spec.given([initialized]).when(append(0, 200)).then([segment(0, 200)]);
    spec.given([initialized]).when(append(0, 200, 'u2')).then([segment(0, 200)]);
    spec.given([initialized]).when(append(0, 200, 'u3')).thenThrows({ kind: 'not_found' });
    spec.given([initialized, segment(0, 200)]).when(append(1, 101)).thenThrows({ kind: 'invalid', parameter: 'media' });
    // a segment sent again replaces the first
    spec.given([initialized, segment(0, 200)]).when(append(0, 300)).then([segment(0, 300)]);
    spec.given([initialized]).when(append(0, 10, 'u1', '2026-01-02T00:00:01Z')).thenThrows({ kind: 'invalid', parameter: 'media_id' });
  });

  it('finalises when the segments add up and the bytes are what was declared', () => {
    spec.given([initialized, segment(0, 200), segment(1, 100)]).when(finalize()).then([finalized]);
    spec.given([initialized, segment(0, 200)]).when(finalize()).thenThrows({ kind: 'invalid', parameter: 'total_bytes' });
    spec.given([initialized, segment(0, 300)]).when({ ...finalize(), file: undefined }).thenThrows({ kind: 'invalid', parameter: 'media' });
    const image = { kind: 'image' as const, mimeType: 'image/png', width: 10, height: 10 };
    spec.given([initialized, segment(0, 300)]).when(finalize(image as never)).thenThrows({ kind: 'invalid', parameter: 'media' });
    spec.given([initialized, segment(0, 300), finalized]).when(finalize()).thenThrows({ kind: 'invalid', parameter: 'command' });
  });

  it('processes a finalised video: pending, in progress, succeeded once due, then nothing more', () => {
    const completesAt = '2026-01-01T00:00:02Z';
    const start = { ...base, type: 'StartProcessing' as const, completesAt };
    const complete = (now: string) => ({ ...base, now, type: 'CompleteProcessing' as const });
    const started: MediaUploadEvent = { type: 'creatives.MediaProcessingStarted', data: { environment: 'production', mediaId: '42', at: base.now, completesAt } };
    const succeeded: MediaUploadEvent = { type: 'creatives.MediaProcessingSucceeded', data: { environment: 'production', mediaId: '42', at: completesAt } };
    const done = [initialized, segment(0, 300), finalized];
    spec.given(done).when(complete(completesAt)).then([]);
    spec.given(done).when(start).then([started]);
    spec.given([...done, started]).when(start).then([]);
    spec.given([...done, started]).when(complete('2026-01-01T00:00:01Z')).then([]);
    spec.given([...done, started]).when(complete(completesAt)).then([succeeded]);
    spec.given([...done, started, succeeded]).when(complete('2026-01-01T00:00:09Z')).then([]);
  });
});
