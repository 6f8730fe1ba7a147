import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import type { MediaLibraryFields } from '../../domain/media-library-object';
import type { MediaUpload } from '../../domain/media-upload';
import type { Uploads } from './uploads';

/** The poster a command names, read from its upload's stream. */
export async function posterOf(uploads: Uploads, environment: Environment, fields: MediaLibraryFields): Promise<{ poster?: MediaUpload; guards: StreamGuard[] }> {
  if (!fields.poster_media_key) return { guards: [] };
  const { upload, guards } = await uploads.byKey(environment, fields.poster_media_key);
  return { poster: upload, guards };
}
