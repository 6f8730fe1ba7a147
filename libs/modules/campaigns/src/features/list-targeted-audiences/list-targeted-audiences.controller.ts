import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CustomAudienceTargeting } from '@modules/audiences';
import { AccountScoped } from '@platform/auth';
import { notFound, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { keysetPage } from '@platform/read-model';
import { AUDIENCE_TARGETING_TYPES } from '../../domain/targeting-criterion';
import { ListTargetedAudiencesRequest } from './list-targeted-audiences.request';

/**
 * The account's campaigns whose line items target the audience (live
 * targeting criteria of a custom audience type), each with those line items;
 * paged by campaign. Campaign management holds the targeting, so the path
 * under custom_audiences is served here. A line item is servable when it is
 * ACTIVE and its campaign is servable (line items show no servable member).
 */
const SERVABLE = `(l.data->>'entity_status' = 'ACTIVE' AND coalesce((c.data->>'servable')::boolean, false))`;
const targeted = (servableOnly: boolean) => `(
  SELECT c.id AS campaign_id, c.created_at,
         jsonb_build_object(
           'campaign_id', c.id,
           'campaign_name', c.data->'name',
           'line_items', jsonb_agg(jsonb_build_object('id', l.id, 'name', l.data->'name', 'servable', ${SERVABLE})
                                   ORDER BY l.created_at, l.id)
         )::text AS entry
    FROM (SELECT DISTINCT environment, line_item_id FROM campaigns.targeting_criteria
           WHERE environment = $1 AND account_id = $2 AND targeting_type = ANY($4::text[]) AND targeting_value = $3 AND NOT deleted) t
    JOIN campaigns.line_items l ON l.environment = t.environment AND l.id = t.line_item_id AND NOT l.deleted
    JOIN campaigns.campaigns c ON c.environment = l.environment AND c.id = l.campaign_id AND NOT c.deleted
   ${servableOnly ? `WHERE ${SERVABLE}` : ''}
   GROUP BY c.id, c.created_at, c.data
) targeted`;

@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/custom_audiences/:custom_audience_id/targeted'))
export class ListTargetedAudiencesController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audiences: CustomAudienceTargeting,
  ) {}

  @Get()
  @AccountScoped()
  async list(
    @Param('account_id') accountId: string,
    @Param('custom_audience_id') audienceId: string,
    @AdsParams(ListTargetedAudiencesRequest) p: ListTargetedAudiencesRequest,
  ) {
    const environment = requestContext.environment();
    if (!(await this.audiences.visible(environment, accountId, audienceId))) {
      throw notFound(`Custom audience ${audienceId} was not found for Account ${accountId}`, 'custom_audience_id', 'TAILORED_AUDIENCE_NOT_FOUND');
    }
    const page = await keysetPage(this.db, {
      from: targeted(p.with_active),
      select: 'entry',
      where: ['TRUE'],
      params: [environment, accountId, audienceId, AUDIENCE_TARGETING_TYPES],
      sortColumn: 'created_at',
      idColumn: 'campaign_id',
      direction: 'asc',
      cursor: p.cursor,
      count: p.count,
      map: (row) => JSON.parse(row.entry as string) as unknown,
    });
    return AdsResponse.page(page);
  }
}
