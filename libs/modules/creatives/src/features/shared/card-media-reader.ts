import { Injectable } from '@nestjs/common';
import { AdsEntities, type CommandContext } from '@platform/ads-entity';
import type { Environment, OwnedEntity } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import type { CardMedia, CardMediaByKey } from '../../domain/card-media';
import type { MediaLibraryObjectView } from '../../domain/views';
import { MediaLibraryObject } from '../../entities/media-library-object.entity';
import { Uploads } from './uploads';

/**
 * Reads the media keys a card command names: each from the account's media
 * library stream and its upload's stream, both guarded, so the card is
 * written only if neither moved.
 */
@Injectable()
export class CardMediaReader {
  constructor(
    private readonly entities: AdsEntities,
    private readonly uploads: Uploads,
  ) {}

  async read(environment: Environment, accountId: string, mediaKeys: readonly (string | undefined | null)[]): Promise<{ media: CardMediaByKey; guards: StreamGuard[] }> {
    const media: Record<string, CardMedia | undefined> = {};
    const guards: StreamGuard[] = [];
    for (const key of new Set(mediaKeys.filter((k): k is string => typeof k === 'string' && k !== ''))) {
      const loaded = await this.entities.load<MediaLibraryObjectView>(MediaLibraryObject, environment, accountId, key);
      guards.push(loaded.guard);
      const object = loaded.entity;
      if (!object) continue;
      const { upload, guards: uploadGuards } = await this.uploads.byKey(environment, key);
      guards.push(...uploadGuards);
      if (!upload?.file) continue;
      let poster: CardMedia['poster'] = null;
      if (object.poster_media_key) {
        const posterUpload = await this.uploads.byKey(environment, object.poster_media_key);
        guards.push(...posterUpload.guards);
        if (posterUpload.upload?.file) poster = { width: posterUpload.upload.file.width, height: posterUpload.upload.file.height };
      }
      media[key] = {
        mediaKey: key,
        mediaType: object.media_type,
        width: upload.file.width,
        height: upload.file.height,
        durationMs: object.duration ?? null,
        url: object.media_url,
        posterUrl: object.poster_media_url ?? null,
        poster,
        ownerId: upload.ownerIds[0],
      };
    }
    return { media, guards };
  }
}

/**
 * The kit's context of a card command: the media keys it names (from the
 * request, and from the card as it is on an update) read by the reader, each
 * guarded.
 */
export function cardMedia<P>(keysOf: (params: P, current?: OwnedEntity) => readonly (string | undefined | null)[]): CommandContext<P> {
  return (_entities, { environment, accountId, get }, params) => async (current) => {
    const { media, guards } = await get(CardMediaReader).read(environment, accountId, keysOf(params, current));
    return { command: { media }, guards };
  };
}
