import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudienceView } from '../../domain/views';
import { CreateCustomAudienceCommand } from './create-custom-audience.command';
import { CreateCustomAudienceRequest } from '../shared/create-custom-audience.request';

@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/custom_audiences'))
export class CreateCustomAudienceController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateCustomAudienceRequest) p: CreateCustomAudienceRequest) {
    const audience = await this.commands.execute<CreateCustomAudienceCommand, CustomAudienceView>(
      new CreateCustomAudienceCommand(requestContext.environment(), accountId, { name: p.name, description: p.description ?? null }),
    );
    return AdsResponse.of(audience);
  }
}
