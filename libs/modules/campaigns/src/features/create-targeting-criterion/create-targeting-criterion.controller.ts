import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { TargetingCriterionView } from '../../domain/views';
import { CreateTargetingCriterionCommand } from './create-targeting-criterion.command';
import { CreateTargetingCriterionRequest } from '../shared/create-targeting-criterion.request';

@ApiTags('ads: targeting criteria')
@Controller(adsPaths('accounts/:account_id/targeting_criteria'))
export class CreateTargetingCriterionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateTargetingCriterionRequest) p: CreateTargetingCriterionRequest) {
    const criterion = await this.commands.execute<CreateTargetingCriterionCommand, TargetingCriterionView>(
      new CreateTargetingCriterionCommand(requestContext.environment(), accountId, p),
    );
    return AdsResponse.of(criterion);
  }
}
