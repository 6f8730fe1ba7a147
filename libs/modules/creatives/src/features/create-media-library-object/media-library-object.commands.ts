import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { base36Id, CLOCK, type Clock, type Environment, isoSeconds } from '@platform/ddd';
import type { StreamGuard, StreamWrite } from '@platform/event-store';
import type { MediaLibraryObjectView } from '../../domain/views';
import { mediaUrl, type MediaLibraryFields } from '../../domain/media-library-object';
import type { MediaUpload } from '../../domain/media-upload';
import { AccountMedia } from '../../entities/account-media.entity';
import { MediaLibraryObject } from '../../entities/media-library-object.entity';
import { Uploads } from '../upload-media/uploads';

export class CreateMediaLibraryObjectCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly userId: string,
    readonly mediaKey: string,
    readonly fields: MediaLibraryFields,
  ) {}
}

export class UpdateMediaLibraryObjectCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly userId: string,
    readonly mediaKey: string,
    readonly fields: MediaLibraryFields,
  ) {}
}

/** The poster a command names, read from its upload's stream. */
async function posterOf(uploads: Uploads, environment: Environment, fields: MediaLibraryFields): Promise<{ poster?: MediaUpload; guards: StreamGuard[] }> {
  if (!fields.poster_media_key) return { guards: [] };
  const { upload, guards } = await uploads.byKey(environment, fields.poster_media_key);
  return { poster: upload, guards };
}

/**
 * Adds an upload to the account's library, judged on the upload's stream as
 * read (guarded). An AMPLIFY_VIDEO is at once a PREROLL account media asset:
 * created in the same append.
 */
@CommandHandler(CreateMediaLibraryObjectCommand)
export class CreateMediaLibraryObjectHandler implements ICommandHandler<CreateMediaLibraryObjectCommand, MediaLibraryObjectView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly uploads: Uploads,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ environment, accountId, userId, mediaKey, fields }: CreateMediaLibraryObjectCommand): Promise<MediaLibraryObjectView> {
    const mediaBaseUrl = this.uploads.mediaBaseUrl;
    return this.entities.createWithId<MediaLibraryObjectView, Parameters<typeof MediaLibraryObject.decider.decide>[0] & { type: 'AddToMediaLibrary' }, 'upload' | 'poster'>(
      MediaLibraryObject,
      mediaKey,
      { environment, accountId, userId, mediaBaseUrl, fields },
      async () => {
        const media = await this.uploads.byKey(environment, mediaKey);
        const poster = await posterOf(this.uploads, environment, fields);
        const writes: StreamWrite[] = [];
        const upload = media.upload;
        if (upload?.category === 'amplify_video' && upload.file) {
          const id = base36Id();
          const events = AccountMedia.decider.decide(
            { type: 'CreateAccountMedia', environment, accountId, id, mediaKey, mediaUrl: mediaUrl(mediaBaseUrl, upload), creativeType: 'PREROLL', now: isoSeconds(this.clock.now()) },
            {},
          );
          writes.push({ streamId: AccountMedia.streamId(environment, id), streamType: AccountMedia.streamType, events, expectedVersion: 0, accountId });
        }
        return { command: { upload, poster: poster.poster }, guards: [...media.guards, ...poster.guards], writes };
      },
    );
  }
}

@CommandHandler(UpdateMediaLibraryObjectCommand)
export class UpdateMediaLibraryObjectHandler implements ICommandHandler<UpdateMediaLibraryObjectCommand, MediaLibraryObjectView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly uploads: Uploads,
  ) {}

  execute({ environment, accountId, userId, mediaKey, fields }: UpdateMediaLibraryObjectCommand): Promise<MediaLibraryObjectView> {
    return this.entities.update<MediaLibraryObjectView, Parameters<typeof MediaLibraryObject.decider.decide>[0] & { type: 'UpdateMediaLibraryObject' }, 'poster'>(
      MediaLibraryObject,
      { environment, accountId, id: mediaKey, userId, mediaBaseUrl: this.uploads.mediaBaseUrl, fields },
      async () => {
        const { poster, guards } = await posterOf(this.uploads, environment, fields);
        return { command: { poster }, guards };
      },
    );
  }
}
