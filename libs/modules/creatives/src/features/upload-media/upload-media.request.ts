import { CsvParam, EnumParam, IntParam, StringParam } from '@platform/http';
import { canonicalCategory, DECLARABLE_MEDIA_TYPES, MAX_SEGMENT_INDEX, MEDIA_CATEGORIES, type MediaCategory } from '../../domain/media-upload';

/** The categories, and the neutral spellings of the `tweet_` ones (`POST_IMAGE` ...), as sent in any case. */
const CATEGORIES = [...MEDIA_CATEGORIES, ...MEDIA_CATEGORIES.filter((c) => c.startsWith('tweet_')).map((c) => `post_${c.slice(6)}`)].map((c) => c.toUpperCase());
const NUMERIC = /^[0-9]{1,19}$/;

/**
 * The parameters of `POST /1.1/media/upload.json` (query string, form or
 * multipart fields): the command, and what each command takes. The bytes come
 * as the multipart file `media` or as base64 in `media_data`.
 */
export class UploadMediaV1Request {
  @EnumParam(['INIT', 'APPEND', 'FINALIZE'], { caseInsensitive: true })
  command?: 'INIT' | 'APPEND' | 'FINALIZE';

  @EnumParam(CATEGORIES, { caseInsensitive: true })
  media_category?: string;

  @StringParam({ maxLength: 100 })
  media_type?: string;

  @IntParam({ min: 1 })
  total_bytes?: number;

  @StringParam({ pattern: NUMERIC })
  media_id?: string;

  @IntParam({ min: 0, max: MAX_SEGMENT_INDEX })
  segment_index?: number;

  /** The file as base64 (when not sent as the multipart `media` file). */
  @StringParam()
  media_data?: string;

  @CsvParam({ max: 100, pattern: NUMERIC })
  additional_owners?: string[];
}

/** `GET /1.1/media/upload.json?command=STATUS&media_id=…`. */
export class MediaStatusV1Request {
  @EnumParam(['STATUS'], { caseInsensitive: true, required: true })
  command: 'STATUS';

  @StringParam({ required: true, pattern: NUMERIC })
  media_id: string;
}

export const categoryOf = (value: string | undefined): MediaCategory | null => (value ? (canonicalCategory(value) as MediaCategory) : null);

export { DECLARABLE_MEDIA_TYPES };
