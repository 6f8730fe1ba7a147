import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import { taxSettingsAnswer, unsetTaxSettings } from '../../domain/account-settings';
import { taxSettingsTable } from '../../projections/tables';

/** `GET /12/accounts/:account_id/tax_settings`: as last set, every member unset before. */
@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/tax_settings'))
export class GetTaxSettingsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async get(@Param('account_id') accountId: string) {
    const settings = await taxSettingsTable.get(this.db, requestContext.environment(), accountId, accountId);
    return AdsResponse.of(taxSettingsAnswer(settings ?? unsetTaxSettings(accountId)));
  }
}
