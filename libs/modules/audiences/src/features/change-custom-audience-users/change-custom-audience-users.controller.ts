import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { CLOCK, type Clock, requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import { IDENTIFIER_KINDS } from '../../domain/audience-users';
import { judgedOperations, UsersBatchEndpoint, usersIn } from '../shared/users-batch';
import { ChangeCustomAudienceUsersCommand } from './change-custom-audience-users.command';

/** The documented limits of the custom audience users batch. */
export const CUSTOM_AUDIENCE_USERS = { maxOperations: 2500, kinds: IDENTIFIER_KINDS, effectiveAt: true };

@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/custom_audiences/:custom_audience_id/users'))
export class ChangeCustomAudienceUsersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Adds (`Update`) or removes (`Delete`) hashed users; the owner and accounts with READ_WRITE access may. */
  @Post()
  @HttpCode(200)
  @UsersBatchEndpoint({ ...CUSTOM_AUDIENCE_USERS })
  @AccountScoped()
  async change(@Param('account_id') accountId: string, @Param('custom_audience_id') id: string, @Body() body: unknown) {
    const operations = judgedOperations(body, CUSTOM_AUDIENCE_USERS, this.clock.now());
    await this.commands.execute(new ChangeCustomAudienceUsersCommand(requestContext.environment(), accountId, id, operations));
    const users = usersIn(operations);
    return AdsResponse.of({ success_count: users, total_count: users });
  }
}
