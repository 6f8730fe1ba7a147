import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { AdminOnly } from '@platform/auth';
import { AccountsReadModel } from '../../projections/accounts.read-model';

export class AdminListAdAccountsRequest {
  /** Which environment's accounts (default `production`). */
  @IsOptional()
  @IsIn(['production', 'sandbox'])
  environment?: 'production' | 'sandbox';

  /** How many, newest first (1 to 1000, default 200). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  count?: number;
}

/** GET /admin/ad_accounts: the ad accounts, newest first, each as the ads API shows it with the users who may use it. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts')
export class AdminListAdAccountsController {
  constructor(private readonly accounts: AccountsReadModel) {}

  @Get()
  async list(@Query() query: AdminListAdAccountsRequest): Promise<{ data: object[] }> {
    const rows = await this.accounts.list(query.environment ?? 'production', query.count ?? 200);
    return { data: rows.map((row) => ({ ...row.data, user_ids: row.user_ids })) };
  }
}
