import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@platform/auth';
import { notFound, requestContext } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { mediaUploadDecider } from '../../domain/media-upload';
import { MediaBytes } from '../shared/media-bytes';
import { mediaIdOfKey, mediaUploadStream } from '../shared/uploads';

/**
 * `GET /media/<media_key>.<ext>`: the bytes of a finalised upload, where the
 * `media_url` members point. Public, as media URLs are.
 */
@ApiTags('media')
@Controller('media')
export class GetMediaFileController {
  constructor(
    private readonly store: EventStore,
    private readonly bytes: MediaBytes,
  ) {}

  @Get(':file')
  @Public()
  async file(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const missing = () => notFound(`Media ${file} was not found`);
    const mediaKey = /^(\d+_\d{1,19})\.[a-z0-9]{1,5}$/.exec(file)?.[1];
    const mediaId = mediaKey ? mediaIdOfKey(mediaKey) : undefined;
    if (!mediaKey || !mediaId) throw missing();
    const environment = requestContext.environment();
    const { state } = await this.store.load(mediaUploadStream(environment, mediaId), mediaUploadDecider);
    const upload = state.upload;
    if (!upload?.file || upload.mediaKey !== mediaKey) throw missing();
    const segments = await this.bytes.read(environment, mediaId, upload.segments);
    if (!segments) throw missing();
    res
      .status(200)
      .type(upload.file.mimeType)
      .set('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.concat(segments));
  }
}
