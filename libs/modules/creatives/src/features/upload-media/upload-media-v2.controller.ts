import { Body, Controller, Get, HttpCode, Param, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CallingUser, PlatformUserContext } from '@platform/auth';
import { DomainError, invalidParameter, missingParameter, NUMERIC_ID, requestContext } from '@platform/ddd';
import { ProblemError } from '@platform/http';
import { type MediaCategory, SIMPLE_UPLOAD_CATEGORIES } from '../../domain/media-upload';
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
 * The v2 media upload as the platform's OpenAPI document gives it (the
 * one-shot upload, and initialize / append / finalize with the status read
 * while a video or GIF is processed), and as the chunked upload guide calls
 * it (`command` INIT, APPEND, FINALIZE on the one-shot route). OAuth 1.0a user context; answers under
 * `data`, failures as problems.
 */
@ApiTags('media')
@Controller('2/media/upload')
export class UploadMediaV2Controller {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * The whole file in one request; or, with `command` (the chunked upload
   * guide's style), INIT, APPEND or FINALIZE, answered as the
   * initialize, append and finalize routes answer.
   */
  @Post()
  @HttpCode(200)
  @PlatformUserContext('media.write')
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(FileInterceptor('media', { limits: UPLOAD_LIMITS }))
  async upload(@CallingUser() userId: string, @Body() body: UploadMediaV2Request, @UploadedFile() file: { buffer: Buffer } | undefined) {
    const environment = requestContext.environment();
    switch (body.command) {
      case 'INIT':
        return this.initialize(userId, {
          media_category: body.media_category,
          media_type: required(body.media_type, 'media_type'),
          total_bytes: required(body.total_bytes, 'total_bytes'),
          additional_owners: body.additional_owners,
        });
      case 'APPEND': {
        const id = required(body.media_id, 'media_id');
        return this.appendSegment(userId, id, required(body.segment_index, 'segment_index'), mediaBytesOf(file, body.media, 'media'), 'media_id');
      }
      case 'FINALIZE':
        return this.finalizeUpload(userId, required(body.media_id, 'media_id'), 'media_id');
    }
    const category = required(body.media_category, 'media_category');
    if (!(SIMPLE_UPLOAD_CATEGORIES as readonly string[]).includes(category)) {
      throw invalidParameter(
        'media_category',
        `The \`media_category\` field must be one of [${SIMPLE_UPLOAD_CATEGORIES.join(',')}] in a one-request upload (${category} is uploaded in chunks)`,
      );
    }
    const answer = await this.commands.execute<UploadMediaCommand, UploadAnswer>(
      new UploadMediaCommand(environment, userId, {
        category: category as MediaCategory,
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
    return this.appendSegment(userId, mediaId(id), body.segment_index, mediaBytesOf(file, body.media, 'media'), 'id');
  }

  private async appendSegment(userId: string, id: string, segmentIndex: number, bytes: Buffer, parameter: string) {
    const answer = await asMediaProblem(parameter, id, () =>
      this.commands.execute<AppendMediaSegmentCommand, UploadAnswer>(new AppendMediaSegmentCommand(requestContext.environment(), userId, id, segmentIndex, bytes)),
    );
    return { data: { expires_at: Math.floor(Date.parse(answer.upload.expiresAt) / 1000) } };
  }

  @Post(':id/finalize')
  @HttpCode(200)
  @PlatformUserContext('media.write')
  async finalize(@CallingUser() userId: string, @Param('id') id: string) {
    return this.finalizeUpload(userId, mediaId(id), 'id');
  }

  private async finalizeUpload(userId: string, id: string, parameter: string) {
    const answer = await asMediaProblem(parameter, id, () =>
      this.commands.execute<FinalizeMediaUploadCommand, UploadAnswer>(new FinalizeMediaUploadCommand(requestContext.environment(), userId, id)),
    );
    return answerOf(answer);
  }

  /** The status of an upload (of its processing, for videos and GIFs). */
  @Get()
  @PlatformUserContext('media.write')
  async status(@CallingUser() userId: string, @Query() query: MediaStatusV2Query) {
    return answerOf(
      await asMediaProblem('media_id', query.media_id, () =>
        this.queries.execute<GetMediaUploadQuery, UploadAnswer>(new GetMediaUploadQuery(requestContext.environment(), userId, query.media_id)),
      ),
    );
  }
}

function required<T>(value: T | undefined, parameter: string): T {
  if (value === undefined) throw missingParameter(parameter);
  return value;
}

/**
 * An upload that is not there (or not the caller's) as the v2 routes answer
 * it: the OpenAPI document's `resource-not-found` problem, of resource type
 * `media`, naming the parameter that named it.
 */
async function asMediaProblem<T>(parameter: string, id: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found' && id !== undefined) throw ProblemError.resourceNotFound('media', parameter, id);
    throw error;
  }
}

function mediaId(id: string): string {
  if (!NUMERIC_ID.test(id)) throw invalidParameter('id', `The \`id\` query parameter value [${id}] does not match ^[0-9]{1,19}$`);
  return id;
}

function answerOf(answer: UploadAnswer) {
  return { data: { id: answer.upload.mediaId, ...uploadView(answer) } };
}
