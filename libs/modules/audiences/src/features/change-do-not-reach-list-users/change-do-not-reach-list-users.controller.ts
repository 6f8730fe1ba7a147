import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { CLOCK, type Clock, requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import { judgedOperations, UsersBatchEndpoint } from '../shared/users-batch';
import { ChangeDoNotReachListUsersCommand } from './change-do-not-reach-list-users.command';

/**
 * The do-not-reach users batch: hashed emails and phone numbers, membership
 * from now until `expires_at` (later than now and under 13 months away; 13
 * months when not given). At most 2,500 operations, as documented for it.
 */
export const DO_NOT_REACH_LIST_USERS = { maxOperations: 2500, kinds: ['email', 'phone_number'] as const, effectiveAt: false, expiryWithinDefault: true };

@ApiTags('ads: do-not-reach lists')
@Controller(adsPaths('batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users'))
export class ChangeDoNotReachListUsersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(200)
  @UsersBatchEndpoint({ ...DO_NOT_REACH_LIST_USERS })
  @AccountScoped()
  async change(@Param('account_id') accountId: string, @Param('do_not_reach_list_id') id: string, @Body() body: unknown) {
    const operations = judgedOperations(body, DO_NOT_REACH_LIST_USERS, this.clock.now());
    await this.commands.execute(new ChangeDoNotReachListUsersCommand(requestContext.environment(), accountId, id, operations));
    // each operation answered and echoed in request order, as the batch endpoints do
    return AdsResponse.batch(
      operations.map((o) => ({ success_count: o.users.length, total_count: o.users.length })),
      operations.map((o) => ({
        params: { do_not_reach_list_id: id, expires_at: o.expiresAt, account_id: accountId },
        operation_type: o.type,
      })),
    );
  }
}
