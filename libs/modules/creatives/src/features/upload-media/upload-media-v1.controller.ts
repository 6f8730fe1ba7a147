import { Controller, Get, HttpCode, Post, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, CallingUser } from '@platform/auth';
import { invalidParameter, missingParameter, requestContext } from '@platform/ddd';
import { AdsParams } from '@platform/http';
import {
  AppendMediaSegmentCommand,
  FinalizeMediaUploadCommand,
  GetMediaUploadQuery,
  InitializeMediaUploadCommand,
  type UploadAnswer,
  UploadMediaCommand,
} from './media-upload.commands';
import { uploadView, v1Answer } from './media-upload.view';
import { mediaBytesOf, mediaField, V1_MULTIPART } from './uploaded-bytes';
import { categoryOf, MediaStatusV1Request, UploadMediaV1Request } from './upload-media.request';

/**
 * The v1.1 media upload, as the official clients call it: the simple upload
 * (the file in one request: the multipart part `media`, with or without a
 * filename, or base64 `media_data`) and the chunked one (`command` INIT,
 * APPEND, FINALIZE, then STATUS while a video or GIF is processed). OAuth 1.0a user context; the media belong to the user.
 */
@ApiTags('media')
@Controller('1.1/media/upload.json')
export class UploadMediaV1Controller {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @Authenticated(['oauth1'])
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded')
  @UseInterceptors(FileInterceptor('media', V1_MULTIPART))
  async upload(
    @CallingUser() userId: string,
    @AdsParams(UploadMediaV1Request) p: UploadMediaV1Request,
    @UploadedFile() uploaded: { buffer: Buffer } | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const environment = requestContext.environment();
    const file = uploaded ?? mediaField(req);
    switch (p.command) {
      case 'INIT': {
        if (p.total_bytes === undefined) throw missingParameter('total_bytes');
        if (p.media_type === undefined) throw missingParameter('media_type');
        const answer = await this.commands.execute<InitializeMediaUploadCommand, UploadAnswer>(
          new InitializeMediaUploadCommand(environment, userId, {
            category: categoryOf(p.media_category),
            mediaType: p.media_type,
            totalBytes: p.total_bytes,
            additionalOwners: p.additional_owners ?? [],
          }),
        );
        return send(res, 202, answer);
      }
      case 'APPEND': {
        const mediaId = required(p.media_id, 'media_id');
        const segmentIndex = required(p.segment_index, 'segment_index');
        await this.commands.execute(new AppendMediaSegmentCommand(environment, userId, mediaId, segmentIndex, mediaBytesOf(file, p.media_data)));
        res.status(204).end();
        return;
      }
      case 'FINALIZE': {
        const answer = await this.commands.execute<FinalizeMediaUploadCommand, UploadAnswer>(
          new FinalizeMediaUploadCommand(environment, userId, required(p.media_id, 'media_id')),
        );
        return send(res, 201, answer);
      }
      default: {
        const category = categoryOf(p.media_category);
        if (category === 'amplify_video') {
          throw invalidParameter('media_category', 'media_category amplify_video is uploaded in chunks (INIT, APPEND, FINALIZE), not in one request');
        }
        const answer = await this.commands.execute<UploadMediaCommand, UploadAnswer>(
          new UploadMediaCommand(environment, userId, {
            category,
            additionalOwners: p.additional_owners ?? [],
            bytes: mediaBytesOf(file, p.media_data),
          }),
        );
        return send(res, 200, answer);
      }
    }
  }

  /** STATUS: where the processing of an upload is. */
  @Get()
  @Authenticated(['oauth1'])
  async status(@CallingUser() userId: string, @AdsParams(MediaStatusV1Request) p: MediaStatusV1Request, @Res() res: Response): Promise<void> {
    const answer = await this.queries.execute<GetMediaUploadQuery, UploadAnswer>(new GetMediaUploadQuery(requestContext.environment(), userId, p.media_id));
    return send(res, 200, answer);
  }
}

function required<T>(value: T | undefined, parameter: string): T {
  if (value === undefined) throw missingParameter(parameter);
  return value;
}

function send(res: Response, status: number, answer: UploadAnswer): void {
  res.status(status).type('application/json; charset=utf-8').send(v1Answer(answer.upload.mediaId, uploadView(answer)));
}
