import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsIn, IsOptional } from 'class-validator';
import { DataSource } from 'typeorm';
import { AdminOnly } from '@platform/auth';
import { notFound } from '@platform/ddd';
import { AdsEntityRegistration } from './entity-registration';

export class AdminEntitiesRequest {
  /** Which environment's entities (default `production`). */
  @IsOptional()
  @IsIn(['production', 'sandbox'])
  environment?: 'production' | 'sandbox';
}

/** One kind of entity of the account, every one of them (deleted ones too), as the ads API shows each. */
export interface AccountEntities {
  /** Its stream type (`campaigns.LineItem`), and its name in words. */
  entity: string;
  label: string;
  id_parameter: string;
  data: object[];
}

/**
 * GET /admin/ad_accounts/:account_id/entities: every entity an account owns,
 * of every kind a module declared with the kit, in the order they were made;
 * what the console draws the account's tree from. One query per kind, on
 * the read models the ads API reads, at once.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts/:account_id/entities')
export class AdminEntitiesController {
  constructor(
    private readonly registration: AdsEntityRegistration,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get()
  async list(@Param('account_id') accountId: string, @Query() query: AdminEntitiesRequest): Promise<{ data: AccountEntities[] }> {
    const environment = query.environment ?? 'production';
    const kinds = this.registration.accountEntities();
    const lists = await Promise.all(
      kinds.map(async (entity) => {
        const entities = await entity.table.allOf(this.db, environment, accountId);
        return { entity: entity.streamType, label: entity.name, id_parameter: entity.idParam, data: entities.map((e) => entity.shown(e)) };
      }),
    );
    if (lists.every((list) => list.data.length === 0)) throw notFound(`Ad account ${accountId} was not found`, 'account_id');
    return { data: lists.filter((list) => list.data.length > 0) };
  }
}
