import { legacyCardId } from '../domain/legacy-card-id';
import { Injectable } from '@nestjs/common';
import { AdsEntities } from '@platform/ads-entity';
import type { EntityView, Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import { isReady } from '../domain/media-upload';
import { Card } from '../entities/card.entity';
import { ImageConversationCard, VideoConversationCard } from '../entities/conversation-card.entity';
import { MediaLibraryObject } from '../entities/media-library-object.entity';
import { PollCard } from '../entities/poll-card.entity';
import type { MediaLibraryObjectView } from '../domain/views';
import { Uploads } from '../features/shared/uploads';

/** A media a post shows. */
export interface MediaForPost {
  mediaKey: string;
  mediaType: 'IMAGE' | 'GIF' | 'VIDEO';
}

/** A card a post shows. */
export interface CardForPost {
  cardUri: string;
  cardType: string;
}

const CARD_KINDS = [Card, PollCard, VideoConversationCard, ImageConversationCard];

/**
 * What a post needs of creatives, read from their streams with guards: the
 * card a `card_uri` names (any kind, the account's), the account's library
 * media by key (ads posts), the user's finished uploads by media id
 * (platform posts).
 */
@Injectable()
export class CreativesForPosts {
  constructor(
    private readonly entities: AdsEntities,
    private readonly uploads: Uploads,
  ) {}

  /** The card a `card_uri` names, of any kind, when it is the account's and live; with its type. */
  async card(environment: Environment, accountId: string, cardUri: string): Promise<{ card?: CardForPost; guards: StreamGuard[] }> {
    const { card, accountId: owner, guards } = await this.cardOfAnyAccount(environment, cardUri);
    return owner === accountId ? { card, guards } : { guards };
  }

  /**
   * The card a `card_uri` names, whichever account has it (a platform post
   * names a card of an account its author is a user of), with that account.
   */
  async cardOfAnyAccount(environment: Environment, cardUri: string): Promise<{ card?: CardForPost; accountId?: string; guards: StreamGuard[] }> {
    const id = /^card:\/\/(\d{1,19})$/.exec(cardUri)?.[1];
    if (!id) return { guards: [] };
    const guards: StreamGuard[] = [];
    for (const kind of CARD_KINDS) {
      const loaded = await this.entities.loadAny<{ id: string; card_type: string } & EntityView>(kind, environment, kind === Card ? id : legacyCardId(id));
      guards.push(loaded.guard);
      if (loaded.entity && loaded.accountId) return { card: { cardUri, cardType: loaded.entity.card_type }, accountId: loaded.accountId, guards: [loaded.guard] };
    }
    return { guards };
  }

  /** The account's library media by key (live), with their types: all a post needs of them. */
  async libraryMedia(environment: Environment, accountId: string, mediaKeys: readonly string[]): Promise<{ media: Record<string, MediaForPost>; guards: StreamGuard[] }> {
    const media: Record<string, MediaForPost> = {};
    const guards: StreamGuard[] = [];
    for (const key of new Set(mediaKeys)) {
      const { entity, guard } = await this.entities.load<MediaLibraryObjectView>(MediaLibraryObject, environment, accountId, key);
      guards.push(guard);
      if (entity) media[key] = { mediaKey: key, mediaType: entity.media_type };
    }
    return { media, guards };
  }

  /** The user's uploads by media id (finished, processed), keyed by media id. */
  async userUploads(environment: Environment, userId: string, mediaIds: readonly string[]): Promise<{ media: Record<string, MediaForPost>; guards: StreamGuard[] }> {
    const found: Record<string, MediaForPost> = {};
    const guards: StreamGuard[] = [];
    for (const mediaId of new Set(mediaIds)) {
      const { upload, guards: read } = await this.uploads.byId(environment, mediaId);
      guards.push(...read);
      // subtitles go with a video; they are not a post's media
      if (!upload?.file || upload.file.kind === 'subtitles' || !upload.ownerIds.includes(userId) || !isReady(upload)) continue;
      found[mediaId] = { mediaKey: upload.mediaKey, mediaType: upload.file.kind === 'video' ? 'VIDEO' : upload.file.kind === 'gif' ? 'GIF' : 'IMAGE' };
    }
    return { media: found, guards };
  }
}
