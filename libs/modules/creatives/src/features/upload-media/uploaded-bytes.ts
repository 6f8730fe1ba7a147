import { PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';
import { invalidParameter, missingParameter } from '@platform/ddd';
import { MAX_SEGMENT_BYTES } from '../../domain/media-upload';

/**
 * What multipart parsing accepts of an upload request: one file (`media`), at
 * most a GIF's 15 MB in a simple upload (categories' own limits are the
 * decider's), and fields no larger than that file in base64.
 */
export const UPLOAD_LIMITS = { files: 1, fields: 20, fileSize: 15 * 1024 * 1024, fieldSize: 21 * 1024 * 1024, parts: 21 };

/**
 * The v1.1 upload's multipart parsing: text fields are decoded byte for byte
 * (latin1), so that a `media` part sent without a filename, which multipart
 * parsing takes as a field rather than a file (the python ads SDK sends the
 * file so), keeps its bytes. Every other parameter of the route is ASCII.
 */
export const V1_MULTIPART = { limits: UPLOAD_LIMITS, defCharset: 'latin1' };

/** The multipart `media` part that came as a field (no filename), as the file it is, within a file's limit. */
export function mediaField(req: Request): { buffer: Buffer } | undefined {
  if (!req.is('multipart/form-data')) return undefined;
  const value = (req.body as Record<string, unknown> | undefined)?.media;
  if (typeof value !== 'string' || value.length === 0) return undefined;
  // latin1: one character a byte, so the length is the size
  if (value.length > UPLOAD_LIMITS.fileSize) throw new PayloadTooLargeException();
  return { buffer: Buffer.from(value, 'latin1') };
}

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/;

/** The bytes of an upload request: the multipart file, or the base64 `media_data` (v1.1) / `media` (v2) field. */
export function mediaBytesOf(file: { buffer: Buffer } | undefined, base64: string | undefined, parameter = 'media_data'): Buffer {
  if (file) return file.buffer;
  if (base64 === undefined) throw missingParameter('media');
  if (!BASE64.test(base64)) throw invalidParameter(parameter, `The \`${parameter}\` parameter must be base64-encoded`);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw invalidParameter(parameter, `The \`${parameter}\` parameter holds no bytes`);
  return bytes;
}

export { MAX_SEGMENT_BYTES };
