import { type Environment, invalidParameter, lifecycle, notFound } from '@platform/ddd';
import { isReady, type MediaCategory, type MediaUpload } from './media-upload';
import type { LibraryMediaCategory, LibraryMediaType, MediaLibraryObjectView } from './views';

/** The upload categories the media library takes, as it names them. */
export const LIBRARY_CATEGORIES: Partial<Record<MediaCategory, LibraryMediaCategory>> = {
  tweet_image: 'POST_IMAGE',
  tweet_gif: 'POST_GIF',
  tweet_video: 'POST_VIDEO',
  amplify_video: 'AMPLIFY_VIDEO',
};

const MEDIA_TYPES: Record<LibraryMediaCategory, LibraryMediaType> = {
  POST_IMAGE: 'IMAGE',
  POST_GIF: 'GIF',
  POST_VIDEO: 'VIDEO',
  AMPLIFY_VIDEO: 'VIDEO',
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'text/srt': 'srt',
  'text/vtt': 'vtt',
};

/** Where this server serves an upload's bytes. */
export function mediaUrl(baseUrl: string, upload: MediaUpload): string {
  return `${baseUrl.replace(/\/$/, '')}/media/${upload.mediaKey}.${EXTENSIONS[upload.file!.mimeType] ?? 'bin'}`;
}

export interface MediaLibraryFields {
  name?: string | null;
  file_name?: string | null;
  title?: string | null;
  description?: string | null;
  /** Videos: an image upload shown before the video plays. */
  poster_media_key?: string | null;
}

/** What the library needs of the uploads a command names, loaded from their streams. */
interface Uploads {
  /** The user adding or changing the object: the uploads must be theirs (or shared with them). */
  userId: string;
  mediaBaseUrl: string;
  /** The poster's upload, when `poster_media_key` is given. */
  poster?: MediaUpload;
}

interface Base {
  environment: Environment;
  accountId: string;
  /** The media key. */
  id: string;
  now: string;
}
export interface AddToMediaLibrary extends Base, Uploads {
  type: 'AddToMediaLibrary';
  fields: MediaLibraryFields;
  /** The upload the media key names (undefined: none). */
  upload?: MediaUpload;
}
export interface UpdateMediaLibraryObject extends Base, Uploads {
  type: 'UpdateMediaLibraryObject';
  fields: MediaLibraryFields;
}
export interface DeleteMediaLibraryObject extends Base {
  type: 'DeleteMediaLibraryObject';
}

/** The upload as the library takes it: the user's, finalised and processed, of a category the library has. */
function libraryUpload(command: AddToMediaLibrary): { upload: MediaUpload; category: LibraryMediaCategory } {
  const upload = command.upload;
  if (!upload || !upload.ownerIds.includes(command.userId) || !upload.file) {
    throw invalidParameter('media_key', `media_key ${command.id} is not a finalized upload of this user`);
  }
  if (!isReady(upload)) throw invalidParameter('media_key', `media_key ${command.id} is still being processed; add it once its processing has succeeded`);
  const category = upload.category ? LIBRARY_CATEGORIES[upload.category] : undefined;
  if (!category) {
    throw invalidParameter(
      'media_key',
      `media_key ${command.id} was uploaded ${upload.category ? `with media_category ${upload.category}` : 'without a media_category'}; the media library takes tweet_image, tweet_gif, tweet_video and amplify_video uploads`,
    );
  }
  return { upload, category };
}

/** The members a create or update sets, judged against the object's media type (title, description and poster: videos and GIFs). */
function fieldsOf(command: AddToMediaLibrary | UpdateMediaLibraryObject, mediaType: LibraryMediaType): Partial<MediaLibraryObjectView> {
  const f = command.fields;
  if (mediaType === 'IMAGE') {
    for (const member of ['title', 'description', 'poster_media_key'] as const) {
      if (f[member] !== undefined && f[member] !== null) throw invalidParameter(member, `${member} applies to videos and GIFs only; ${command.id} is an image`);
    }
  }
  const set: Partial<MediaLibraryObjectView> = {};
  if (f.name !== undefined) set.name = f.name || null;
  if (f.file_name !== undefined) set.file_name = f.file_name || null;
  if (mediaType === 'IMAGE') return set;
  if (f.title !== undefined) set.title = f.title || null;
  if (f.description !== undefined) set.description = f.description || null;
  if (f.poster_media_key !== undefined) {
    if (!f.poster_media_key) {
      set.poster_media_key = null;
      set.poster_media_url = null;
    } else {
      const poster = command.poster;
      if (!poster || !poster.ownerIds.includes(command.userId) || poster.file?.kind !== 'image') {
        throw invalidParameter('poster_media_key', `poster_media_key ${f.poster_media_key} is not a finalized image upload of this user`);
      }
      set.poster_media_key = poster.mediaKey;
      set.poster_media_url = mediaUrl(command.mediaBaseUrl, poster);
    }
  }
  return set;
}

/** width:height in lowest terms. */
function aspectRatio(width: number, height: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height) || 1;
  return `${width / d}:${height / d}`;
}

/** Named by its media key; added to the library rather than created. */
export const mediaLibraryObjectLifecycle = lifecycle<MediaLibraryObjectView, AddToMediaLibrary, UpdateMediaLibraryObject, DeleteMediaLibraryObject>(
  'creatives.MediaLibraryObject',
  {
    label: 'Media library object',
    idParam: 'media_key',
    dataKeys: { id: 'mediaKey' },
    commands: { create: 'AddToMediaLibrary' },
    notFound: (mediaKey, accountId) => notFound(`Media ${mediaKey} was not found in the media library of Account ${accountId}`, 'media_key', 'MEDIA_NOT_FOUND'),
    create: (c) => {
      const { upload, category } = libraryUpload(c);
      const file = upload.file!;
      const mediaType = MEDIA_TYPES[category];
      // images show only the common members; videos and GIFs add what plays (the reference's examples of each)
      const played: Partial<MediaLibraryObjectView> =
        mediaType === 'IMAGE'
          ? {}
          : {
              title: null,
              description: null,
              poster_media_key: null,
              poster_media_url: null,
              duration: file.kind === 'video' ? (file.durationMs ?? null) : null,
              aspect_ratio: aspectRatio(file.width, file.height),
            };
      return {
        id: upload.mediaKey,
        media_key: upload.mediaKey,
        media_type: mediaType,
        media_category: category,
        media_status: 'TRANSCODE_COMPLETED',
        name: null,
        file_name: null,
        media_url: mediaUrl(c.mediaBaseUrl, upload),
        posted: false,
        ...played,
        ...fieldsOf(c, mediaType),
        created_at: c.now,
        updated_at: c.now,
        deleted: false,
      };
    },
    update: (current, c) => ({ ...current, ...fieldsOf(c, current.media_type) }),
  },
);
