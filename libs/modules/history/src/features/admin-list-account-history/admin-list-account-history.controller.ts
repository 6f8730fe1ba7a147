import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { DataSource } from 'typeorm';
import { AdminOnly } from '@platform/auth';
import { ADMIN_LIST_COUNT, AdminListRequest } from '@platform/http';
import { HISTORY_TABLES } from '../../projections/account-history-entries';

export class AdminListAccountHistoryRequest extends AdminListRequest {
  /** Only changes of this entity type, as the entries name it (`CAMPAIGN`, `LINE_ITEM`, ...). */
  @IsOptional()
  @Matches(/^[A-Z_]{1,64}$/, { message: 'entity_type must be an entity type in capitals, such as CAMPAIGN' })
  entity_type?: string;

  /** Only changes of this entity. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'entity_id must be an entity id' })
  entity_id?: string;

  /** Changes at or after this time (ISO 8601). */
  @IsOptional()
  @IsISO8601({ strict: true })
  start_time?: string;

  /** Changes before this time (ISO 8601). */
  @IsOptional()
  @IsISO8601({ strict: true })
  end_time?: string;
}

/**
 * GET /admin/ad_accounts/:account_id/history: the account's changes across
 * its entities, newest first, each entry as the account history answers it
 * (who, when, what, old and new values): the console's timeline. Read from
 * the entries the history processor stored, so a change shows once it has
 * read it (within a moment).
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts/:account_id/history')
export class AdminListAccountHistoryController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  async list(@Param('account_id') accountId: string, @Query() q: AdminListAccountHistoryRequest): Promise<{ data: object[] }> {
    const start = q.start_time ? new Date(q.start_time) : new Date(0);
    const end = q.end_time ? new Date(q.end_time) : new Date(8.64e15);
    const rows = (await this.db.query(
      `SELECT entry FROM ${HISTORY_TABLES.entries}
        WHERE account_id = $1 AND recorded_at >= $2 AND recorded_at < $3 AND ($4::text IS NULL OR entry::jsonb->>'entity' = $4)
          AND ($6::text IS NULL OR entry::jsonb->>'entity_id' = $6)
        ORDER BY recorded_at DESC, stream_id, stream_position DESC LIMIT $5`,
      [accountId, start, end, q.entity_type ?? null, q.count ?? ADMIN_LIST_COUNT, q.entity_id ?? null],
    )) as Array<{ entry: string }>;
    return { data: rows.map((row) => JSON.parse(row.entry) as object) };
  }
}
