import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { base36Id, CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import type { StreamWrite } from '@platform/event-store';
import type { MediaLibraryObjectView } from '../../domain/views';
import { mediaUrl } from '../../domain/media-library-object';
import { AccountMedia } from '../../entities/account-media.entity';
import { MediaLibraryObject } from '../../entities/media-library-object.entity';
import { posterOf } from '../shared/library-poster';
import { Uploads } from '../shared/uploads';
import { CreateMediaLibraryObjectCommand } from './create-media-library-object.command';

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
