import { type Decider, DomainError, type DomainEvent, type Environment, invalidParameter, type MediaKind, missingParameter, notFound, streamKind } from '@platform/ddd';

/**
 * A media upload: the simple one (bytes in one request) or the chunked one
 * (INIT, APPEND segments, FINALIZE), then, for videos and GIFs, processing
 * (`pending` → `in_progress` → `succeeded`). The bytes are kept outside the
 * stream; its events record what was received (segment sizes and digests) and
 * what the finalised file is (read from the bytes). Media belong to the user
 * who uploaded them and to the `additional_owners` named.
 */

/** The upload categories the platform takes, as the clients send them (lower case). */
export const MEDIA_CATEGORIES = ['tweet_image', 'tweet_gif', 'tweet_video', 'amplify_video', 'dm_image', 'dm_gif', 'dm_video', 'subtitles'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];
/**
 * A category as sent, brand word or neutral: `post_image`, `post_gif` and
 * `post_video` name the `tweet_` categories (the naming rule takes both
 * spellings on input), in any case.
 */
export function canonicalCategory(value: string): string {
  const lower = value.toLowerCase();
  return lower.startsWith('post_') ? `tweet_${lower.slice(5)}` : lower;
}

/** The categories of the one-request upload: every category but `amplify_video`, which is uploaded in chunks. */
export const SIMPLE_UPLOAD_CATEGORIES = MEDIA_CATEGORIES.filter((c) => c !== 'amplify_video');

/** What a file turned out to be, read from its bytes. */
export type FileKind = 'image' | 'gif' | 'video' | 'subtitles';

const MB = 1024 * 1024;

interface CategoryRule {
  /** The kinds of file the category takes. */
  kinds: readonly FileKind[];
  maxBytes: number;
  /** The media key's kind (its prefix). */
  keyKind: MediaKind;
  /** Whether the upload is processed after FINALIZE (it answers `processing_info`). */
  processed: boolean;
}

/**
 * Per category: the files it takes, its size limit (the platform's: images 5 MB,
 * GIFs 15 MB, videos 512 MB, amplify videos too, as the media introduction gives them) and whether it is processed.
 */
export const CATEGORY_RULES: Record<MediaCategory, CategoryRule> = {
  tweet_image: { kinds: ['image', 'gif'], maxBytes: 5 * MB, keyKind: 'image', processed: false },
  dm_image: { kinds: ['image', 'gif'], maxBytes: 5 * MB, keyKind: 'image', processed: false },
  tweet_gif: { kinds: ['gif'], maxBytes: 15 * MB, keyKind: 'gif', processed: true },
  dm_gif: { kinds: ['gif'], maxBytes: 15 * MB, keyKind: 'gif', processed: true },
  tweet_video: { kinds: ['video'], maxBytes: 512 * MB, keyKind: 'video', processed: true },
  dm_video: { kinds: ['video'], maxBytes: 512 * MB, keyKind: 'video', processed: true },
  amplify_video: { kinds: ['video'], maxBytes: 512 * MB, keyKind: 'amplify_video', processed: true },
  subtitles: { kinds: ['subtitles'], maxBytes: 5 * MB, keyKind: 'subtitles', processed: false },
};

/** Without a category: images and GIFs as images, videos as videos (the declared media type or the bytes decide). */
const UNCATEGORISED: Record<FileKind, CategoryRule> = {
  image: { kinds: ['image', 'gif'], maxBytes: 5 * MB, keyKind: 'image', processed: false },
  gif: { kinds: ['image', 'gif'], maxBytes: 15 * MB, keyKind: 'gif', processed: false },
  video: { kinds: ['video'], maxBytes: 512 * MB, keyKind: 'video', processed: true },
  subtitles: { kinds: ['subtitles'], maxBytes: 5 * MB, keyKind: 'subtitles', processed: false },
};

/** Largest segment of a chunked upload (and largest simple upload of bytes). */
export const MAX_SEGMENT_BYTES = 5 * MB;
/** Segment indexes run from 0 to 999. */
export const MAX_SEGMENT_INDEX = 999;
/** How long an upload session (INIT to FINALIZE) lasts. */
export const UPLOAD_SESSION_SECONDS = 86_400;

/** The media types (MIME) each file kind may be declared as. */
const MEDIA_TYPES: Record<string, FileKind> = {
  'image/jpeg': 'image',
  'image/pjpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/bmp': 'image',
  'image/tiff': 'image',
  'image/gif': 'gif',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'text/srt': 'subtitles',
  'text/vtt': 'subtitles',
};
export const DECLARABLE_MEDIA_TYPES = Object.keys(MEDIA_TYPES);

/** What reading the finalised bytes found. */
export interface ProbedFile {
  kind: FileKind;
  /** The MIME type the bytes are. */
  mimeType: string;
  width: number;
  height: number;
  /** Videos: their duration. */
  durationMs?: number;
}

export interface Segment {
  size: number;
  sha256: string;
}

export type ProcessingState = 'pending' | 'in_progress' | 'succeeded';

export interface MediaUpload {
  environment: Environment;
  mediaId: string;
  mediaKey: string;
  ownerIds: string[];
  category: MediaCategory | null;
  /** The declared media type (INIT), if any. */
  mediaType: string | null;
  totalBytes: number;
  initializedAt: string;
  expiresAt: string;
  segments: Record<string, Segment>;
  file?: ProbedFile & { size: number; finalizedAt: string };
  processing?: ProcessingState;
  /** When processing in progress completes. */
  completesAt?: string;
}

export interface MediaUploadState {
  upload?: MediaUpload;
}

export type MediaUploadEvent =
  | DomainEvent<
      'creatives.MediaUploadInitialized',
      {
        environment: Environment;
        mediaId: string;
        mediaKey: string;
        ownerIds: string[];
        category: MediaCategory | null;
        mediaType: string | null;
        totalBytes: number;
        initializedAt: string;
        expiresAt: string;
      }
    >
  | DomainEvent<'creatives.MediaSegmentAppended', { environment: Environment; mediaId: string; segmentIndex: number; size: number; sha256: string }>
  | DomainEvent<'creatives.MediaUploadFinalized', { environment: Environment; mediaId: string; size: number; file: ProbedFile; processed: boolean; finalizedAt: string }>
  | DomainEvent<'creatives.MediaProcessingStarted', { environment: Environment; mediaId: string; at: string; completesAt: string }>
  | DomainEvent<'creatives.MediaProcessingSucceeded', { environment: Environment; mediaId: string; at: string }>;

interface Base {
  environment: Environment;
  mediaId: string;
  now: string;
}
/** The start of a chunked upload (and of a simple one). */
export interface InitializeUpload extends Base {
  type: 'InitializeUpload';
  mediaKey: string;
  userId: string;
  additionalOwners: string[];
  category: MediaCategory | null;
  /** The declared media type (required at INIT). */
  mediaType: string;
  totalBytes: number;
}
export interface AppendSegment extends Base {
  type: 'AppendSegment';
  userId: string;
  segmentIndex: number;
  size: number;
  sha256: string;
}
/** `file`: what the stored segments are, read by the handler from the bytes the state names (undefined: unreadable). */
export interface FinalizeUpload extends Base {
  type: 'FinalizeUpload';
  userId: string;
  file: ProbedFile | undefined;
}
/** The simple upload: one segment, finalised at once. */
export interface UploadMedia extends Base {
  type: 'UploadMedia';
  mediaKey: string;
  userId: string;
  additionalOwners: string[];
  category: MediaCategory | null;
  size: number;
  sha256: string;
  file: ProbedFile | undefined;
}
/** Takes a pending upload into processing, which completes at `completesAt`. */
export interface StartProcessing extends Base {
  type: 'StartProcessing';
  completesAt: string;
}
/** Completes processing in progress, once it is due. */
export interface CompleteProcessing extends Base {
  type: 'CompleteProcessing';
}
export type MediaUploadCommand = InitializeUpload | AppendSegment | FinalizeUpload | UploadMedia | StartProcessing | CompleteProcessing;

export const mediaNotFound = (mediaId: string) => notFound(`Media ${mediaId} was not found`, 'media_id', 'MEDIA_NOT_FOUND');

const invalidMedia = (message: string) => invalidParameter('media', message);

/** The rule of an upload: its category's, or (uncategorised) the declared or found kind's. */
export function ruleOf(category: MediaCategory | null, kind: FileKind): CategoryRule {
  return category ? CATEGORY_RULES[category] : UNCATEGORISED[kind];
}

/** The kind a declared media type announces (undefined: not one the platform takes). */
export function declaredKind(mediaType: string): FileKind | undefined {
  return MEDIA_TYPES[mediaType.toLowerCase()];
}

/** The key kind of a new upload: from its category, or from what it is declared or found to be. */
export function keyKindOf(category: MediaCategory | null, kind: FileKind): MediaKind {
  return ruleOf(category, kind).keyKind;
}

function expiresAt(now: string): string {
  return new Date(Date.parse(now) + UPLOAD_SESSION_SECONDS * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The upload as `userId` may use it: theirs (or shared with them) — any other is not found. */
function ownUpload(state: MediaUploadState, command: { mediaId: string; userId: string }): MediaUpload {
  const upload = state.upload;
  if (!upload || !upload.ownerIds.includes(command.userId)) throw mediaNotFound(command.mediaId);
  return upload;
}

function judgeInit(command: InitializeUpload | UploadMedia, totalBytes: number, kind: FileKind): void {
  const rule = ruleOf(command.category, kind);
  if (totalBytes > rule.maxBytes) {
    throw invalidParameter(
      'total_bytes',
      `File size exceeds ${rule.maxBytes} bytes, the limit of ${command.category ?? `an uncategorised ${kind}`}`,
    );
  }
}

/** What the finalised bytes must be: readable, of a kind the category takes, of the type declared. */
function judgeFile(upload: Pick<MediaUpload, 'category' | 'mediaType'>, file: ProbedFile | undefined): ProbedFile {
  if (!file) throw invalidMedia('media type unrecognized: the file is not an image, GIF, MP4 video or SRT or WebVTT subtitles the platform can read');
  const rule = ruleOf(upload.category, file.kind);
  if (!rule.kinds.includes(file.kind)) {
    throw invalidMedia(`The file is ${article(file.kind)}, which media_category ${upload.category} does not take (it takes ${rule.kinds.join(' or ')})`);
  }
  if (upload.mediaType && canonicalType(upload.mediaType) !== canonicalType(file.mimeType)) {
    throw invalidMedia(`The file is ${file.mimeType}, not the ${upload.mediaType} declared in media_type`);
  }
  if (file.kind === 'video' && !(file.durationMs && file.durationMs > 0)) throw invalidMedia('The video has no duration');
  return file;
}

/** Types that name the same bytes: progressive JPEG is JPEG, QuickTime and MP4 are one container to the reader. */
const canonicalType = (mediaType: string) => {
  const type = mediaType.toLowerCase();
  return type === 'image/pjpeg' ? 'image/jpeg' : type === 'video/quicktime' ? 'video/mp4' : type;
};

const ARTICLES: Record<FileKind, string> = { image: 'an image', gif: 'a GIF', video: 'a video', subtitles: 'a subtitles file' };
const article = (kind: FileKind) => ARTICLES[kind];

function totalSize(segments: Record<string, Segment>): number {
  return Object.values(segments).reduce((sum, s) => sum + s.size, 0);
}

export const mediaUploadDecider: Decider<MediaUploadState, MediaUploadCommand, MediaUploadEvent> = {
  initialState: () => ({}),
  evolve(state, event) {
    switch (event.type) {
      case 'creatives.MediaUploadInitialized': {
        const d = event.data;
        return {
          upload: {
            environment: d.environment,
            mediaId: d.mediaId,
            mediaKey: d.mediaKey,
            ownerIds: d.ownerIds,
            category: d.category,
            mediaType: d.mediaType,
            totalBytes: d.totalBytes,
            initializedAt: d.initializedAt,
            expiresAt: d.expiresAt,
            segments: {},
          },
        };
      }
      case 'creatives.MediaSegmentAppended': {
        const upload = state.upload!;
        const { segmentIndex, size, sha256 } = event.data;
        return { upload: { ...upload, segments: { ...upload.segments, [segmentIndex]: { size, sha256 } } } };
      }
      case 'creatives.MediaUploadFinalized': {
        const { size, file, processed, finalizedAt } = event.data;
        return { upload: { ...state.upload!, file: { ...file, size, finalizedAt }, processing: processed ? 'pending' : undefined } };
      }
      case 'creatives.MediaProcessingStarted':
        return { upload: { ...state.upload!, processing: 'in_progress', completesAt: event.data.completesAt } };
      case 'creatives.MediaProcessingSucceeded':
        return { upload: { ...state.upload!, processing: 'succeeded' } };
      default:
        return state;
    }
  },
  decide(command, state): MediaUploadEvent[] {
    const { environment, mediaId, now } = command;
    switch (command.type) {
      case 'InitializeUpload': {
        if (state.upload) throw new DomainError('conflict', `Media ${mediaId} already exists`);
        if (!(command.totalBytes > 0)) throw missingParameter('total_bytes');
        const kind = declaredKind(command.mediaType);
        if (!kind) throw invalidParameter('media_type', `media_type ${command.mediaType} is not a type the platform takes (${DECLARABLE_MEDIA_TYPES.join(', ')})`);
        if (command.category && !CATEGORY_RULES[command.category].kinds.includes(kind)) {
          throw invalidParameter('media_type', `media_type ${command.mediaType} does not fit media_category ${command.category}`);
        }
        judgeInit(command, command.totalBytes, kind);
        return [initialized(command, command.totalBytes)];
      }
      case 'AppendSegment': {
        const upload = ownUpload(state, command);
        if (upload.file) throw invalidParameter('command', `Media ${mediaId} is already finalized`);
        if (Date.parse(now) > Date.parse(upload.expiresAt)) throw invalidParameter('media_id', `The upload session of media ${mediaId} expired at ${upload.expiresAt}`);
        if (command.size > MAX_SEGMENT_BYTES) throw invalidMedia(`A segment must not exceed ${MAX_SEGMENT_BYTES} bytes`);
        const others = totalSize({ ...upload.segments, [command.segmentIndex]: { size: 0, sha256: '' } });
        if (others + command.size > upload.totalBytes) {
          throw invalidMedia(`The segments exceed the ${upload.totalBytes} bytes declared in total_bytes`);
        }
        return [{ type: 'creatives.MediaSegmentAppended', data: { environment, mediaId, segmentIndex: command.segmentIndex, size: command.size, sha256: command.sha256 } }];
      }
      case 'FinalizeUpload': {
        const upload = ownUpload(state, command);
        if (upload.file) throw invalidParameter('command', `Media ${mediaId} is already finalized`);
        const size = totalSize(upload.segments);
        if (size !== upload.totalBytes) {
          throw invalidParameter('total_bytes', `Segments do not add up to provided total file size: ${size} bytes received, ${upload.totalBytes} declared`);
        }
        const file = judgeFile(upload, command.file);
        return [finalized(command, size, file, ruleOf(upload.category, file.kind).processed)];
      }
      case 'UploadMedia': {
        if (state.upload) throw new DomainError('conflict', `Media ${mediaId} already exists`);
        const file = judgeFile({ category: command.category, mediaType: null }, command.file);
        judgeInit(command, command.size, file.kind);
        return [
          initialized(command, command.size),
          { type: 'creatives.MediaSegmentAppended', data: { environment, mediaId, segmentIndex: 0, size: command.size, sha256: command.sha256 } },
          finalized(command, command.size, file, ruleOf(command.category, file.kind).processed),
        ];
      }
      case 'StartProcessing':
        if (state.upload?.processing !== 'pending') return [];
        return [{ type: 'creatives.MediaProcessingStarted', data: { environment, mediaId, at: now, completesAt: command.completesAt } }];
      case 'CompleteProcessing': {
        const upload = state.upload;
        if (upload?.processing !== 'in_progress' || Date.parse(now) < Date.parse(upload.completesAt!)) return [];
        return [{ type: 'creatives.MediaProcessingSucceeded', data: { environment, mediaId, at: now } }];
      }
    }
  },
};

function initialized(command: Omit<InitializeUpload, 'type' | 'totalBytes'> | Omit<UploadMedia, 'type'>, totalBytes: number): MediaUploadEvent {
  const { environment, mediaId, mediaKey, userId, additionalOwners, category, now } = command;
  return {
    type: 'creatives.MediaUploadInitialized',
    data: {
      environment,
      mediaId,
      mediaKey,
      ownerIds: [...new Set([userId, ...additionalOwners])],
      category,
      mediaType: 'mediaType' in command ? command.mediaType : null,
      totalBytes,
      initializedAt: now,
      expiresAt: expiresAt(now),
    },
  };
}

function finalized(command: Base, size: number, file: ProbedFile, processed: boolean): MediaUploadEvent {
  return { type: 'creatives.MediaUploadFinalized', data: { environment: command.environment, mediaId: command.mediaId, size, file, processed, finalizedAt: command.now } };
}

/** Whether the media can be used (finalised, and processed when it needs processing). */
export function isReady(upload: MediaUpload): boolean {
  return upload.file !== undefined && (upload.processing === undefined || upload.processing === 'succeeded');
}

export const MEDIA_UPLOAD_STREAM = 'creatives.MediaUpload';
export const mediaUploadStream = (environment: Environment, mediaId: string) => `${MEDIA_UPLOAD_STREAM}-${environment}-${mediaId}`;
/** An upload's stream: its commands stamped to the second, as the media endpoints write their times. */
export const MEDIA_UPLOAD = streamKind<MediaUploadState, MediaUploadCommand, MediaUploadEvent, [Environment, string]>(
  { type: MEDIA_UPLOAD_STREAM, streamId: mediaUploadStream, decider: mediaUploadDecider, stamp: 'seconds' },
  {
    'creatives.MediaUploadInitialized': 1, 'creatives.MediaSegmentAppended': 1, 'creatives.MediaUploadFinalized': 1,
    'creatives.MediaProcessingStarted': 1, 'creatives.MediaProcessingSucceeded': 1,
  },
);
/** The same streams as their processing completes: stamped to the millisecond, as processing may last less than a second. */
export const MEDIA_PROCESSING = streamKind({ ...MEDIA_UPLOAD, stamp: 'milliseconds' }, MEDIA_UPLOAD.events);
