import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { TrackingTagView } from '../../domain/line-item-extras';
import { UpdateTrackingTagCommand } from '../create-tracking-tag/tracking-tag.commands';
import { UpdateTrackingTagRequest } from '../create-tracking-tag/tracking-tag.request';

@ApiTags('ads: tracking tags')
@Controller(adsPaths('accounts/:account_id/tracking_tags/:tracking_tag_id'))
export class UpdateTrackingTagController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(@Param('account_id') accountId: string, @Param('tracking_tag_id') id: string, @AdsParams(UpdateTrackingTagRequest) p: UpdateTrackingTagRequest) {
    return AdsResponse.of(
      await this.commands.execute<UpdateTrackingTagCommand, TrackingTagView>(
        new UpdateTrackingTagCommand(requestContext.environment(), accountId, id, { tracking_tag_url: p.tracking_tag_url }),
      ),
    );
  }
}
