import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { MediaLibraryObjectView } from '../../domain/views';
import { CreateMediaLibraryObjectCommand } from './create-media-library-object.command';
import { CreateMediaLibraryObjectRequest } from './create-media-library-object.request';

@ApiTags('ads: media library')
@Controller(adsPaths('accounts/:account_id/media_library'))
export class CreateMediaLibraryObjectController {
  constructor(private readonly commands: CommandBus) {}

  /** Adds an upload of the calling user (made with a media category) to the account's library. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @CallingUser() userId: string, @AdsParams(CreateMediaLibraryObjectRequest) p: CreateMediaLibraryObjectRequest) {
    const { media_key, ...fields } = p;
    return AdsResponse.of(
      await this.commands.execute<CreateMediaLibraryObjectCommand, MediaLibraryObjectView>(
        new CreateMediaLibraryObjectCommand(requestContext.environment(), accountId, userId, media_key, fields),
      ),
    );
  }
}
