import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS, type Settings } from '@platform/config';
import type { Environment } from '@platform/ddd';
import { EventStore, type StreamGuard } from '@platform/event-store';
import { type MediaUpload, mediaUploadDecider, mediaUploadStream } from '../../domain/media-upload';

export { MEDIA_UPLOAD_STREAM, mediaUploadStream } from '../../domain/media-upload';

/** A media key is its kind's prefix and the media id: `3_1234…`. */
export function mediaIdOfKey(mediaKey: string): string | undefined {
  return /^\d+_(\d{1,19})$/.exec(mediaKey)?.[1];
}

/** Uploads as other commands read them: by media key, from their streams, with a guard on the version read. */
@Injectable()
export class Uploads {
  constructor(
    private readonly store: EventStore,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async byKey(environment: Environment, mediaKey: string): Promise<{ upload?: MediaUpload; guards: StreamGuard[] }> {
    const mediaId = mediaIdOfKey(mediaKey);
    if (!mediaId) return { guards: [] };
    const { upload, guards } = await this.byId(environment, mediaId);
    // a key names its upload only with the upload's own prefix
    return { upload: upload?.mediaKey === mediaKey ? upload : undefined, guards };
  }

  async byId(environment: Environment, mediaId: string): Promise<{ upload?: MediaUpload; guards: StreamGuard[] }> {
    if (!/^\d{1,19}$/.test(mediaId)) return { guards: [] };
    const streamId = mediaUploadStream(environment, mediaId);
    const { version, state } = await this.store.load(streamId, mediaUploadDecider);
    return { upload: state.upload, guards: [{ streamId, expectedVersion: version }] };
  }

  /** Where `media_url`s point: MEDIA_BASE_URL, or this server on its port, in the scheme it speaks. */
  get mediaBaseUrl(): string {
    return this.settings.MEDIA_BASE_URL ?? `${this.settings.TLS === 'on' ? 'https' : 'http'}://localhost:${this.settings.PORT}`;
  }
}
