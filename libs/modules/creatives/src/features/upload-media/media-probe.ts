import { imageSize } from 'image-size';
import { createFile, MP4BoxBuffer } from 'mp4box';
import type { ProbedFile } from '../../domain/media-upload';

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  gif: 'image/gif',
};

/**
 * What a file is, read from its bytes (given in order, as its segments):
 * an image's type, width and height (image-size), or an MP4 video's
 * dimensions and duration from its container (mp4box). Undefined when the
 * bytes are neither.
 */
export function probeMedia(segments: readonly Buffer[]): ProbedFile | undefined {
  if (segments.length === 0) return undefined;
  return probeImage(segments) ?? probeVideo(segments) ?? probeSubtitles(segments);
}

const SRT_CUE = /^\d+\r?\n\d{2,}:\d{2}:\d{2},\d{3} --> \d{2,}:\d{2}:\d{2},\d{3}/;
const VTT_HEADER = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r?\n|$)/;

/** Subtitles: UTF-8 text, WebVTT (its `WEBVTT` header) or SRT (a numbered cue with its times first). */
function probeSubtitles(segments: readonly Buffer[]): ProbedFile | undefined {
  const bytes = segments.length === 1 ? segments[0] : Buffer.concat(segments);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD') || text.includes('\0')) return undefined;
  if (VTT_HEADER.test(text)) return { kind: 'subtitles', mimeType: 'text/vtt', width: 0, height: 0 };
  if (SRT_CUE.test(text.trimStart())) return { kind: 'subtitles', mimeType: 'text/srt', width: 0, height: 0 };
  return undefined;
}

function probeImage(segments: readonly Buffer[]): ProbedFile | undefined {
  // image headers sit in the first bytes; whole files are small (15 MB at most)
  const bytes = segments.length === 1 ? segments[0] : Buffer.concat(segments);
  try {
    const { type, width, height } = imageSize(bytes);
    const mimeType = type ? IMAGE_TYPES[type] : undefined;
    if (!mimeType || !width || !height) return undefined;
    return { kind: type === 'gif' ? 'gif' : 'image', mimeType, width, height };
  } catch {
    return undefined;
  }
}

function probeVideo(segments: readonly Buffer[]): ProbedFile | undefined {
  if (segments[0].length < 8 || segments[0].subarray(4, 8).toString('latin1') !== 'ftyp') return undefined;
  const file = createFile();
  let info: { duration: number; timescale: number; videoTracks: Array<{ video?: { width: number; height: number }; track_width: number; track_height: number }> } | undefined;
  let failed = false;
  file.onReady = (ready: typeof info) => {
    info = ready;
  };
  file.onError = () => {
    failed = true;
  };
  try {
    let offset = 0;
    for (const segment of segments) {
      const chunk = MP4BoxBuffer.fromArrayBuffer(segment.buffer.slice(segment.byteOffset, segment.byteOffset + segment.length) as ArrayBuffer, offset);
      offset += segment.length;
      file.appendBuffer(chunk);
      if (info || failed) break;
    }
    file.flush();
  } catch {
    return undefined;
  }
  const track = info?.videoTracks[0];
  if (!info || failed || !track || !info.timescale) return undefined;
  const width = track.video?.width ?? track.track_width;
  const height = track.video?.height ?? track.track_height;
  if (!width || !height) return undefined;
  return { kind: 'video', mimeType: 'video/mp4', width, height, durationMs: Math.round((info.duration / info.timescale) * 1000) };
}
