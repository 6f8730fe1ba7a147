import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore, EventTypeRegistry, ProcessorRunner, ProjectionRegistry } from '@platform/event-store';
import { creativesEventTypes } from './creatives.event-types';
import { AccountMedia } from './entities/account-media.entity';
import { MediaLibraryObject } from './entities/media-library-object.entity';
import { CreateMediaLibraryObjectController } from './features/create-media-library-object/create-media-library-object.controller';
import { CreateMediaLibraryObjectHandler, UpdateMediaLibraryObjectHandler } from './features/create-media-library-object/media-library-object.commands';
import { DeleteAccountMediaController } from './features/delete-account-media/delete-account-media.controller';
import { DeleteMediaLibraryObjectController } from './features/delete-media-library-object/delete-media-library-object.controller';
import { GetAccountMediaController } from './features/get-account-media/get-account-media.controller';
import { GetMediaFileController } from './features/get-media-file/get-media-file.controller';
import { GetMediaLibraryObjectController } from './features/get-media-library-object/get-media-library-object.controller';
import { ListAccountMediaController } from './features/list-account-media/list-account-media.controller';
import { ListMediaLibraryController } from './features/list-media-library/list-media-library.controller';
import { MediaProcessingProcessor } from './features/process-media/media-processing';
import { UpdateMediaLibraryObjectController } from './features/update-media-library-object/update-media-library-object.controller';
import { MediaBytes } from './features/upload-media/media-bytes';
import {
  AppendMediaSegmentHandler,
  FinalizeMediaUploadHandler,
  GetMediaUploadHandler,
  InitializeMediaUploadHandler,
  UploadMediaHandler,
} from './features/upload-media/media-upload.commands';
import { UploadMediaV1Controller } from './features/upload-media/upload-media-v1.controller';
import { UploadMediaV2Controller } from './features/upload-media/upload-media-v2.controller';
import { Uploads } from './features/upload-media/uploads';

/**
 * Creatives: media uploads (v1.1 and v2, the bytes kept in PostgreSQL and
 * read for what they are), the media library and account media.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    UploadMediaV1Controller,
    UploadMediaV2Controller,
    GetMediaFileController,
    ListMediaLibraryController,
    CreateMediaLibraryObjectController,
    GetMediaLibraryObjectController,
    UpdateMediaLibraryObjectController,
    DeleteMediaLibraryObjectController,
    ListAccountMediaController,
    GetAccountMediaController,
    DeleteAccountMediaController,
  ],
  providers: [
    MediaBytes,
    Uploads,
    InitializeMediaUploadHandler,
    AppendMediaSegmentHandler,
    FinalizeMediaUploadHandler,
    UploadMediaHandler,
    GetMediaUploadHandler,
    CreateMediaLibraryObjectHandler,
    UpdateMediaLibraryObjectHandler,
  ],
})
export class CreativesModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly processors: ProcessorRunner,
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  onModuleInit(): void {
    this.eventTypes.register(...creativesEventTypes);
    this.projections.register(MediaLibraryObject.projection, AccountMedia.projection);
    this.processors.register(new MediaProcessingProcessor(this.store, this.clock, this.settings.MEDIA_PROCESSING_MS));
  }
}
