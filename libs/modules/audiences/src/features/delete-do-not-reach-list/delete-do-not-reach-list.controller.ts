import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { DoNotReachListView } from '../../domain/views';
import { DeleteDoNotReachListCommand } from './delete-do-not-reach-list.handler';

/** Irreversible; the list answers 404 afterwards, and the account may create another. */
@ApiTags('ads: do-not-reach lists')
@Controller(adsPaths('accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id'))
export class DeleteDoNotReachListController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @AccountScoped()
  async delete(@Param('account_id') accountId: string, @Param('do_not_reach_list_id') id: string) {
    return AdsResponse.of(
      await this.commands.execute<DeleteDoNotReachListCommand, DoNotReachListView>(new DeleteDoNotReachListCommand(requestContext.environment(), accountId, id)),
    );
  }
}
