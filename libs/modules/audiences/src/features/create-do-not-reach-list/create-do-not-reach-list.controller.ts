import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { DO_NOT_REACH_LIST_NAME } from '../../domain/do-not-reach-list';
import type { DoNotReachListView } from '../../domain/views';
import { CreateDoNotReachListCommand } from './create-do-not-reach-list.command';
import { CreateDoNotReachListRequest } from './create-do-not-reach-list.request';

@ApiTags('ads: do-not-reach lists')
@Controller(adsPaths('accounts/:account_id/do_not_reach_lists'))
export class CreateDoNotReachListController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateDoNotReachListRequest) p: CreateDoNotReachListRequest) {
    const list = await this.commands.execute<CreateDoNotReachListCommand, DoNotReachListView>(
      new CreateDoNotReachListCommand(requestContext.environment(), accountId, { name: DO_NOT_REACH_LIST_NAME, description: p.description ?? null }),
    );
    return AdsResponse.of(list);
  }
}
