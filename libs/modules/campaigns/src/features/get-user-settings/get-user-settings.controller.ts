import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped, CallingUser } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import { judgeOwnSettings, unsetUserSettings, userSettingsAnswer, userSettingsId } from '../../domain/account-settings';
import { userSettingsTable } from '../../projections/tables';

/** `GET /12/accounts/:account_id/user_settings/:user_id`: as last set, every member empty before. */
@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/user_settings/:user_id'))
export class GetUserSettingsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async get(@Param('account_id') accountId: string, @Param('user_id') userId: string, @CallingUser() callerId: string) {
    judgeOwnSettings(userId, callerId);
    const settings = await userSettingsTable.get(this.db, requestContext.environment(), accountId, userSettingsId(accountId, userId));
    return AdsResponse.of(userSettingsAnswer(settings ?? unsetUserSettings(userId)));
  }
}
