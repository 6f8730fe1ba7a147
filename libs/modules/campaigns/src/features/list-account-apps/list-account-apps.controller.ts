import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, parseSortBy } from '@platform/http';
import { accountAppsTable } from '../../projections/tables';
import { ListAccountAppsRequest } from './list-account-apps.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/account_apps'))
export class ListAccountAppsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The mobile apps associated with the account. */
  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListAccountAppsRequest) p: ListAccountAppsRequest) {
    const page = await accountAppsTable.listJson(this.db, {
      environment: requestContext.environment(),
      accountId,
      withDeleted: p.with_deleted,
      sortBy: parseSortBy(p.sort_by, Object.keys(accountAppsTable.spec.sortColumns)),
      count: p.count,
      cursor: p.cursor,
      withTotalCount: p.with_total_count,
    });
    return AdsResponse.page(page);
  }
}
