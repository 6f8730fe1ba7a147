import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { PollCardView } from '../../domain/poll-card';
import { CreatePollCardCommand } from './create-poll-card.command';
import { CreatePollCardRequest } from './create-poll-card.request';

@ApiTags('ads: poll cards')
@Controller(adsPaths('accounts/:account_id/cards/poll'))
export class CreatePollCardController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreatePollCardRequest) p: CreatePollCardRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreatePollCardCommand, PollCardView>(new CreatePollCardCommand(requestContext.environment(), accountId, p)),
    );
  }
}
