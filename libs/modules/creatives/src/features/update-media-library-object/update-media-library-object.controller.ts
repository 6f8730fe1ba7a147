import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { MediaLibraryObjectView } from '../../domain/views';
import { UpdateMediaLibraryObjectCommand } from '../create-media-library-object/media-library-object.commands';
import { MediaLibraryFieldsRequest } from '../create-media-library-object/media-library-object.request';

@ApiTags('ads: media library')
@Controller(adsPaths('accounts/:account_id/media_library/:media_key'))
export class UpdateMediaLibraryObjectController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('media_key') mediaKey: string,
    @CallingUser() userId: string,
    @AdsParams(MediaLibraryFieldsRequest) p: MediaLibraryFieldsRequest,
  ) {
    return AdsResponse.of(
      await this.commands.execute<UpdateMediaLibraryObjectCommand, MediaLibraryObjectView>(
        new UpdateMediaLibraryObjectCommand(requestContext.environment(), accountId, userId, mediaKey, p),
      ),
    );
  }
}
