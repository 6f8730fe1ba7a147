import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminOnly } from '@platform/auth';
import { CLOCK, type Clock } from '@platform/ddd';

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
    const [row] = (await this.db.query(`SELECT offset_ms::text AS offset_ms, delivered_through FROM analytics.clocks WHERE environment = 'production' AND account_id = $1`, [
      accountId,
    ])) as Array<{ offset_ms: string; delivered_through: Date | null }>;
    const now = this.clock.now().getTime() + Number(row?.offset_ms ?? 0);
    return { data: { account_id: accountId, now: iso(now), delivered_through: row?.delivered_through ? iso(row.delivered_through.getTime()) : null } };
  }
}

const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
