import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { keysetPage } from '@platform/read-model';
import { requireOwnedCatalog } from '../owned-catalog-read';
import { CatalogListRequest } from '../catalog-list.request';
import { settledSchedule } from '../../domain/feed-schedule';
import { type ScheduledFeed, scheduledFeedView } from '../../domain/scheduled-feed';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/scheduled_feeds'))
export class ListScheduledFeedsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The catalog's feed (a user has one), as a list; its runs are at `.../scheduled_feeds/:id/runs`. */
  @Get()
  @UserContext()
  async list(@CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @AdsParams(CatalogListRequest) p: CatalogListRequest) {
    const environment = requestContext.environment();
    await requireOwnedCatalog(this.db, environment, catalogId, caller);
    return AdsResponse.page(
      await keysetPage(this.db, {
        from: 'catalog.scheduled_feeds f',
        select: 'f.data',
        where: ['f.environment = $1', 'f.catalog_id = $2'],
        params: [environment, catalogId],
        sortColumn: 'f.seq',
        idColumn: 'f.id',
        direction: 'asc',
        cursor: p.cursor,
        count: p.count,
        // a row written before feeds kept the reference's schedule reads in its terms (a rebuild rewrites it)
        map: (row) => {
          const feed = row.data as ScheduledFeed;
          return scheduledFeedView(settledSchedule(feed, feed.next_run_at));
        },
      }),
    );
  }
}
