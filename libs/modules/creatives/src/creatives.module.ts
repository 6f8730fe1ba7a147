import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdsEntityRegistration, entityRoutes } from '@platform/ads-entity';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { AccountMediaForCreatives } from './contracts/account-media-for-creatives';
import { CreativesForPosts } from './contracts/creatives-for-posts';
import { AccountMedia } from './entities/account-media.entity';
import { Card } from './entities/card.entity';
import { ImageConversationCard, VideoConversationCard } from './entities/conversation-card.entity';
import { PollCard } from './entities/poll-card.entity';
import { CardMediaReader } from './features/shared/card-media-reader';
import { FetchCardsController } from './features/fetch-cards/fetch-cards.controller';
import { MediaLibraryObject } from './entities/media-library-object.entity';
import { CreateMediaLibraryObjectController } from './features/create-media-library-object/create-media-library-object.controller';
import { CreateMediaLibraryObjectHandler } from './features/create-media-library-object/create-media-library-object.handler';
import { GetMediaFileController } from './features/get-media-file/get-media-file.controller';
import { MediaProcessing } from './features/process-media/media-processing';
import { MediaProcessingSweeper } from './features/process-media/media-processing.sweeper';
import { mediaProcessingProjection } from './projections/media-processing.projection';
import { MediaBytes } from './features/shared/media-bytes';
import {
  AppendMediaSegmentHandler,
  FinalizeMediaUploadHandler,
  GetMediaUploadHandler,
  InitializeMediaUploadHandler,
  UploadMediaHandler,
} from './features/upload-media/media-upload.commands';
import { UploadMediaV1Controller } from './features/upload-media/upload-media-v1.controller';
import { UploadMediaV2Controller } from './features/upload-media/upload-media-v2.controller';
import { Uploads } from './features/shared/uploads';
import { MEDIA_UPLOAD } from './domain/media-upload';

/**
 * The module's ads entities: registered (events, projection, history) and
 * their declared routes mounted, from this list; the kinds of card under
 * /cards/<kind> before the card, whose /cards/:card_id would take their paths.
 */
const ENTITIES = [MediaLibraryObject, AccountMedia, PollCard, VideoConversationCard, ImageConversationCard, Card];

/**
 * Creatives: media uploads (v1.1 and v2, the bytes kept in PostgreSQL and
 * read for what they are), the media library, account media, and cards
 * (of components, poll, video and legacy image conversation cards).
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    UploadMediaV1Controller,
    UploadMediaV2Controller,
    GetMediaFileController,
    CreateMediaLibraryObjectController,
    FetchCardsController,
    ...entityRoutes(ENTITIES),
  ],
  providers: [
    MediaBytes,
    Uploads,
    MediaProcessing,
    MediaProcessingSweeper,
    InitializeMediaUploadHandler,
    AppendMediaSegmentHandler,
    FinalizeMediaUploadHandler,
    UploadMediaHandler,
    GetMediaUploadHandler,
    CreateMediaLibraryObjectHandler,
    CardMediaReader,
    AccountMediaForCreatives,
    CreativesForPosts,
  ],
  exports: [AccountMediaForCreatives, CreativesForPosts],
})
export class CreativesModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly entities: AdsEntityRegistration,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(MEDIA_UPLOAD);
    this.projections.register(mediaProcessingProjection);
    this.entities.register(...ENTITIES);
  }
}
