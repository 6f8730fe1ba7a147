import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminOnly } from '@platform/auth';
import { CLOCK, type Clock, isoSeconds, requestContext } from '@platform/ddd';
import { CLOCKS } from '../../projections/delivery.projection';

/**
 * GET /admin/ad_accounts/:account_id/clock: the account's simulated now (the
 * wall clock plus every advance) and the last hour delivered, as the
 * projection keeps them: where the console's charts end.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts/:account_id/clock')
export class AdminGetClockController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  async get(@Param('account_id') accountId: string): Promise<{ data: { account_id: string; now: string; delivered_through: string | null } }> {
    const [row] = (await this.db.query(`SELECT offset_ms::text AS offset_ms, delivered_through FROM ${CLOCKS} WHERE environment = $1 AND account_id = $2`, [
      requestContext.environment(),
      accountId,
    ])) as Array<{ offset_ms: string; delivered_through: Date | null }>;
    const now = new Date(this.clock.now().getTime() + Number(row?.offset_ms ?? 0));
    return { data: { account_id: accountId, now: isoSeconds(now), delivered_through: row?.delivered_through ? isoSeconds(row.delivered_through) : null } };
  }
}
