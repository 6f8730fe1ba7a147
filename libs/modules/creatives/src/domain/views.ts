import type { EntityView } from '@platform/ddd';

/** Library `media_type` values. */
export type LibraryMediaType = 'GIF' | 'IMAGE' | 'VIDEO';
/** Library `media_category` values (the upload category as the ads API names it). */
export type LibraryMediaCategory = 'POST_IMAGE' | 'POST_GIF' | 'POST_VIDEO' | 'AMPLIFY_VIDEO';

/**
 * A media library object as the ads API shows it; `id` is its media key
 * (the key names it in the paths; the ads SDKs address it by `id`).
 */
export interface MediaLibraryObjectView extends EntityView {
  media_key: string;
  media_type: LibraryMediaType;
  media_category: LibraryMediaCategory;
  media_status: 'TRANSCODE_COMPLETED';
  name: string | null;
  file_name: string | null;
  media_url: string;
  posted: boolean;
  /** Videos and GIFs only (images do not show these members). */
  title?: string | null;
  description?: string | null;
  poster_media_key?: string | null;
  poster_media_url?: string | null;
  duration?: number | null;
  aspect_ratio?: string;
}

export type CreativeType =
  | 'BANNER'
  | 'BANNER_TABLET'
  | 'INTERSTITIAL'
  | 'INTERSTITIAL_LANDSCAPE'
  | 'INTERSTITIAL_LANDSCAPE_TABLET'
  | 'INTERSTITIAL_TABLET'
  | 'MEDIUM_RECTANGLE'
  | 'PREROLL'
  | 'VAST_PREROLL';

export const CREATIVE_TYPES: readonly CreativeType[] = [
  'BANNER',
  'BANNER_TABLET',
  'INTERSTITIAL',
  'INTERSTITIAL_LANDSCAPE',
  'INTERSTITIAL_LANDSCAPE_TABLET',
  'INTERSTITIAL_TABLET',
  'MEDIUM_RECTANGLE',
  'PREROLL',
  'VAST_PREROLL',
];

export interface AccountMediaView extends EntityView {
  media_key: string;
  video_id: string | null;
  media_url: string | null;
  creative_type: CreativeType;
}
