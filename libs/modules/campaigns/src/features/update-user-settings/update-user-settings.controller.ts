import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { type UserSettingsView, userSettingsAnswer } from '../../domain/account-settings';
import { UpdateUserSettingsCommand } from '../account-settings.commands';
import { UpdateUserSettingsRequest } from './update-user-settings.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/user_settings/:user_id'))
export class UpdateUserSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(
    @Param('account_id') accountId: string,
    @Param('user_id') userId: string,
    @CallingUser() callerId: string,
    @AdsParams(UpdateUserSettingsRequest) p: UpdateUserSettingsRequest,
  ) {
    const settings = await this.commands.execute<UpdateUserSettingsCommand, UserSettingsView>(new UpdateUserSettingsCommand(requestContext.environment(), accountId, userId, callerId, { ...p }));
    return AdsResponse.of(userSettingsAnswer(settings));
  }
}
