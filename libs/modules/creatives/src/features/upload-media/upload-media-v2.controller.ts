import { Body, Controller, Get, HttpCode, Param, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CallingUser, PlatformUserContext } from '@platform/auth';
import { invalidParameter, NUMERIC_ID, requestContext } from '@platform/ddd';
import type { MediaCategory } from '../../domain/media-upload';
import {
  AppendMediaSegmentCommand,
  FinalizeMediaUploadCommand,
  GetMediaUploadQuery,
  InitializeMediaUploadCommand,
  type UploadAnswer,
  UploadMediaCommand,
} from './media-upload.commands';
import { uploadView } from './media-upload.view';
import { mediaBytesOf, UPLOAD_LIMITS } from './uploaded-bytes';
import { AppendMediaUploadV2Request, InitializeMediaUploadV2Request, MediaStatusV2Query, UploadMediaV2Request } from './upload-media-v2.request';

/**
 * The v2 media upload as the platform's OpenAPI document gives it: the
 * one-shot upload, and initialize / append / finalize with the status read
 * while a video or GIF is processed. OAuth 1.0a user context; answers under
 * `data`, failures as problems.
 */
@ApiTags('media')
@Controller('2/media/upload')
export class UploadMediaV2Controller {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @PlatformUserContext('media.write')
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(FileInterceptor('media', { limits: UPLOAD_LIMITS }))
  async upload(@CallingUser() userId: string, @Body() body: UploadMediaV2Request, @UploadedFile() file: { buffer: Buffer } | undefined) {
    const answer = await this.commands.execute<UploadMediaCommand, UploadAnswer>(
      new UploadMediaCommand(requestContext.environment(), userId, {
        category: body.media_category as MediaCategory,
        additionalOwners: body.additional_owners ?? [],
        bytes: mediaBytesOf(file, body.media, 'media'),
      }),
    );
    return answerOf(answer);
  }

  @Post('initialize')
  @HttpCode(200)
  @PlatformUserContext('media.write')
  async initialize(@CallingUser() userId: string, @Body() body: InitializeMediaUploadV2Request) {
    const answer = await this.commands.execute<InitializeMediaUploadCommand, UploadAnswer>(
      new InitializeMediaUploadCommand(requestContext.environment(), userId, {
        category: (body.media_category as MediaCategory | undefined) ?? null,
        mediaType: body.media_type,
        totalBytes: body.total_bytes,
        additionalOwners: body.additional_owners ?? [],
      }),
    );
    return { data: { id: answer.upload.mediaId, ...uploadView(answer) } };
  }

  @Post(':id/append')
  @HttpCode(200)
  @PlatformUserContext('media.write')
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(FileInterceptor('media', { limits: UPLOAD_LIMITS }))
  async append(
    @CallingUser() userId: string,
    @Param('id') id: string,
    @Body() body: AppendMediaUploadV2Request,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ) {
    const answer = await this.commands.execute<AppendMediaSegmentCommand, UploadAnswer>(
      new AppendMediaSegmentCommand(requestContext.environment(), userId, mediaId(id), body.segment_index, mediaBytesOf(file, body.media, 'media')),
    );
    return { data: { expires_at: Math.floor(Date.parse(answer.upload.expiresAt) / 1000) } };
  }

  @Post(':id/finalize')
  @HttpCode(200)
  @PlatformUserContext('media.write')
  async finalize(@CallingUser() userId: string, @Param('id') id: string) {
    const answer = await this.commands.execute<FinalizeMediaUploadCommand, UploadAnswer>(
      new FinalizeMediaUploadCommand(requestContext.environment(), userId, mediaId(id)),
    );
    return answerOf(answer);
  }

  /** The status of an upload (of its processing, for videos and GIFs). */
  @Get()
  @PlatformUserContext('media.write')
  async status(@CallingUser() userId: string, @Query() query: MediaStatusV2Query) {
    return answerOf(await this.queries.execute<GetMediaUploadQuery, UploadAnswer>(new GetMediaUploadQuery(requestContext.environment(), userId, query.media_id)));
  }
}

function mediaId(id: string): string {
  if (!NUMERIC_ID.test(id)) throw invalidParameter('id', `The \`id\` query parameter value [${id}] does not match ^[0-9]{1,19}$`);
  return id;
}

function answerOf(answer: UploadAnswer) {
  return { data: { id: answer.upload.mediaId, ...uploadView(answer) } };
}
