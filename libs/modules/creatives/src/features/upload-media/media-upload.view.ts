import { Digits, jsonWithDigits } from '@platform/http';
import type { MediaUpload } from '../../domain/media-upload';
import type { UploadAnswer } from './media-upload.commands';

/** Seconds a client waits before asking for the status of an upload being processed again. */
const CHECK_AFTER_SECS = 1;

/**
 * An upload as both upload APIs answer it (v1.1 at the top level with
 * `media_id` and `media_id_string`, v2 under `data` with `id`): its key,
 * size, how long the session lasts, what the file is, and the state of its
 * processing when it is processed.
 */
export interface UploadView {
  media_key: string;
  size?: number;
  expires_after_secs: number;
  image?: { image_type: string; w: number; h: number };
  video?: { video_type: string };
  processing_info?: { state: string; check_after_secs?: number; progress_percent?: number };
}

export function uploadView({ upload, now }: UploadAnswer): UploadView {
  const view: UploadView = {
    media_key: upload.mediaKey,
    expires_after_secs: Math.max(0, Math.round((Date.parse(upload.expiresAt) - Date.parse(now)) / 1000)),
  };
  const file = upload.file;
  if (!file) return view;
  view.size = file.size;
  if (file.kind === 'video') view.video = { video_type: file.mimeType };
  else if (file.kind !== 'subtitles') view.image = { image_type: file.mimeType, w: file.width, h: file.height };
  if (upload.processing) view.processing_info = processingInfo(upload);
  return view;
}

function processingInfo(upload: MediaUpload): NonNullable<UploadView['processing_info']> {
  switch (upload.processing) {
    case 'pending':
      return { state: 'pending', check_after_secs: CHECK_AFTER_SECS };
    case 'in_progress':
      return { state: 'in_progress', check_after_secs: CHECK_AFTER_SECS, progress_percent: 50 };
    default:
      return { state: 'succeeded', progress_percent: 100 };
  }
}

/** The v1.1 answer: `media_id` a JSON number, as the platform sends it (wider than a double: written as text). */
export function v1Answer(mediaId: string, view: object): string {
  return jsonWithDigits({ media_id: new Digits(mediaId), media_id_string: mediaId, ...view });
}
