import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { requireOwned } from '@platform/ads-entity';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { keysetPage } from '@platform/read-model';
import { ProductCatalog } from '../../entities/product-catalog.entity';
import { ScheduledFeed } from '../../entities/scheduled-feed.entity';
import { FEED_RUNS_TABLE } from '../../projections/scheduled-feeds.projection';
import { CatalogListRequest } from '../shared/catalog-list.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id/runs'))
export class ListFeedRunsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every run of the feed, newest first: when, its status, what it applied or why it failed. */
  @Get()
  @UserContext()
  async list(
    @CallingUser() caller: string,
    @Param('product_catalog_id') catalogId: string,
    @Param('scheduled_feed_id') feedId: string,
    @AdsParams(CatalogListRequest) p: CatalogListRequest,
  ) {
    const environment = requestContext.environment();
    await requireOwned(this.db, ProductCatalog, environment, caller, catalogId);
    if (!(await ScheduledFeed.table.get(this.db, environment, catalogId, feedId))) throw ScheduledFeed.notFound(feedId, catalogId);
    return AdsResponse.page(
      await keysetPage(this.db, {
        from: `${FEED_RUNS_TABLE} r`,
        select: 'r.data',
        where: ['r.environment = $1', 'r.feed_id = $2'],
        params: [environment, feedId],
        sortColumn: 'r.seq',
        idColumn: 'r.id',
        direction: 'desc',
        cursor: p.cursor,
        count: p.count,
        map: (row) => row.data,
      }),
    );
  }
}
