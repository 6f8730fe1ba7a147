import { StringParam } from '@platform/http';

export const MEDIA_KEY = /^\d+_\d{1,19}$/;

/** The members a POST or PUT of a library object may set (an empty string unsets one). */
export class MediaLibraryFieldsRequest {
  @StringParam({ maxLength: 100, nullable: true })
  name?: string | null;

  @StringParam({ maxLength: 255, nullable: true })
  file_name?: string | null;

  /** Videos only. */
  @StringParam({ maxLength: 70, nullable: true })
  title?: string | null;

  /** Videos only. */
  @StringParam({ maxLength: 200, nullable: true })
  description?: string | null;

  /** Videos only: an image upload shown before the video plays. */
  @StringParam({ nullable: true, pattern: MEDIA_KEY })
  poster_media_key?: string | null;
}
