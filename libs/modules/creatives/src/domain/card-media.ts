import { invalidParameter } from '@platform/ddd';
import type { LibraryMediaType } from './views';

/**
 * A media library object as cards use it: what it is and how it looks, read
 * from the library object and its upload. Cards take media of the account's
 * library only; a card command carries, for each media key it names, this or
 * undefined (not in the library).
 */
export interface CardMedia {
  mediaKey: string;
  mediaType: LibraryMediaType;
  width: number;
  height: number;
  durationMs: number | null;
  url: string;
  posterUrl: string | null;
  poster: { width: number; height: number } | null;
  /** The user whose upload it is (the library object's first owner). */
  ownerId: string;
}

/** The media keys a command names, as the library holds them. */
export type CardMediaByKey = Readonly<Record<string, CardMedia | undefined>>;

/** The library media a member names (`parameter`), of one of the given types. */
export function libraryMedia(media: CardMediaByKey, mediaKey: string, parameter: string, types: readonly LibraryMediaType[]): CardMedia {
  const found = media[mediaKey];
  if (!found) throw invalidParameter(parameter, `${parameter} ${mediaKey} is not in the media library of this account`);
  if (!types.includes(found.mediaType)) {
    throw invalidParameter(parameter, `${parameter} ${mediaKey} is ${found.mediaType === 'IMAGE' ? 'an image' : found.mediaType === 'GIF' ? 'a GIF' : 'a video'}; ${parameter} takes ${types.map((t) => t.toLowerCase()).join(' or ')} media`);
  }
  return found;
}

/** Whether width:height is within 1% of `ratio`. */
export function hasAspect(media: { width: number; height: number }, ratio: number): boolean {
  return Math.abs(media.width / media.height - ratio) <= ratio * 0.01;
}
