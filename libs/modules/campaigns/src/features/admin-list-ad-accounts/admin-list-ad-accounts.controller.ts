import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AdminOnly } from '@platform/auth';
import { AdminListRequest } from '@platform/http';
import { AccountsReadModel } from '../../projections/accounts.read-model';

export class AdminListAdAccountsRequest extends AdminListRequest {
  /** Which environment's accounts (default `production`). */
  @IsOptional()
  @IsIn(['production', 'sandbox'])
  environment: 'production' | 'sandbox' = 'production';
}

/** GET /admin/ad_accounts: the ad accounts, newest first, each as the ads API shows it with the users who may use it. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts')
export class AdminListAdAccountsController {
  constructor(private readonly accounts: AccountsReadModel) {}

  @Get()
  async list(@Query() query: AdminListAdAccountsRequest): Promise<{ data: object[] }> {
    const rows = await this.accounts.list(query.environment, query.count);
    return { data: rows.map((row) => ({ ...row.data, user_ids: row.user_ids })) };
  }
}
