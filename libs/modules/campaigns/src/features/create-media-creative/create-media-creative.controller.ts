import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { MediaCreativeView } from '../../domain/media-creative';
import { CreateMediaCreativeCommand } from './create-media-creative.command';
import { CreateMediaCreativeRequest } from './create-media-creative.request';

@ApiTags('ads: media creatives')
@Controller(adsPaths('accounts/:account_id/media_creatives'))
export class CreateMediaCreativeController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateMediaCreativeRequest) p: CreateMediaCreativeRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateMediaCreativeCommand, MediaCreativeView>(
        new CreateMediaCreativeCommand(requestContext.environment(), accountId, p.line_item_id, p.account_media_id, p.landing_url ?? null),
      ),
    );
  }
}
