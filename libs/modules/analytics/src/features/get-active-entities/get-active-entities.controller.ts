import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { exclusiveParameters } from '@platform/ddd';
import { AdsParams, adsPaths } from '@platform/http';
import { DeliverySetups } from '@modules/campaigns';
import { isoTime, statsRange } from '../../domain/stats-time';
import { statsAccount } from '../shared/stats-account';
import { ACTIVE_ENTITY_FILTERS, activeEntities } from './active-entities';
import { readActivities } from './active-entities.read';
import { GetActiveEntitiesRequest } from './get-active-entities.request';

/** The longest range of hourly buckets one request reads (analytics.mdx, API Reference › Active Entities). */
const MAX_DAYS = 90;

/**
 * GET /12/stats/accounts/:account_id/active_entities: the entities of a type
 * that delivered in the hourly buckets of [start_time, end_time), optionally
 * only those under some campaigns, funding instruments or line items (one
 * filter at most), each with when its delivery started and ended and on which
 * placements. Delivered hours are recorded as they happen, so an entity's
 * activity falls inside the buckets it is found in.
 */
@ApiTags('ads: analytics')
@Controller(adsPaths('stats/accounts/:account_id/active_entities'))
export class GetActiveEntitiesController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly setups: DeliverySetups,
  ) {}

  @Get()
  @AccountScoped()
  async get(@Param('account_id') accountId: string, @AdsParams(GetActiveEntitiesRequest) p: GetActiveEntitiesRequest) {
    const given = ACTIVE_ENTITY_FILTERS.filter((name) => (p[name]?.length ?? 0) > 0);
    if (given.length > 1) throw exclusiveParameters(given);
    const { environment, timezone } = await statsAccount(this.setups, accountId);
    const { start, end } = statsRange(p.start_time, p.end_time, timezone, MAX_DAYS);
    const filter = given.length === 1 ? { parameter: given[0], ids: [...new Set(p[given[0]])] } : undefined;
    const activities = await readActivities(this.db, { environment, accountId, entity: p.entity, start, end, filter });
    return {
      request: {
        params: {
          account_id: accountId,
          entity: p.entity,
          start_time: isoTime(start),
          end_time: isoTime(end),
          ...(filter ? { [filter.parameter]: filter.ids } : {}),
        },
      },
      data_type: 'active_entities',
      data: activeEntities(activities),
    };
  }
}
