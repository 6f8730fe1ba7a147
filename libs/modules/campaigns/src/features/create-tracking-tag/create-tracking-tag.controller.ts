import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { TrackingTagView } from '../../domain/line-item-extras';
import { CreateTrackingTagCommand } from './tracking-tag.commands';
import { CreateTrackingTagRequest } from './tracking-tag.request';

@ApiTags('ads: tracking tags')
@Controller(adsPaths('accounts/:account_id/tracking_tags'))
export class CreateTrackingTagController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateTrackingTagRequest) p: CreateTrackingTagRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateTrackingTagCommand, TrackingTagView>(
        new CreateTrackingTagCommand(requestContext.environment(), accountId, p.line_item_id, p.tracking_tag_type, p.tracking_tag_url),
      ),
    );
  }
}
