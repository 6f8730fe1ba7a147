import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { AdminOnly } from '@platform/auth';
import { AdminListRequest } from '@platform/http';
import { AccountHistoryEntries } from '../../projections/account-history-entries';

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
  constructor(private readonly entries: AccountHistoryEntries) {}

  @Get()
  async list(@Param('account_id') accountId: string, @Query() q: AdminListAccountHistoryRequest): Promise<{ data: object[] }> {
    const entries = await this.entries.ofAccount({
      accountId,
      start: q.start_time ? new Date(q.start_time) : new Date(0),
      end: q.end_time ? new Date(q.end_time) : new Date(8.64e15),
      entityType: q.entity_type,
      entityId: q.entity_id,
      limit: q.count,
    });
    return { data: entries.map((entry) => JSON.parse(entry) as object) };
  }
}
