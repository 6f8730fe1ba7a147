import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { keysetPage, preparedRead } from '@platform/read-model';
import { feedNotFound } from '../../domain/scheduled-feed';
import { CatalogListRequest } from '../catalog-list.request';
import { requireOwnedCatalog } from '../owned-catalog-read';

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
    await requireOwnedCatalog(this.db, environment, catalogId, caller);
    const [feed] = await preparedRead(this.db, `SELECT 1 FROM catalog.scheduled_feeds WHERE environment = $1 AND catalog_id = $2 AND id = $3`, [
      environment,
      catalogId,
      feedId,
    ]);
    if (!feed) throw feedNotFound(feedId);
    return AdsResponse.page(
      await keysetPage(this.db, {
        from: 'catalog.feed_runs r',
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
