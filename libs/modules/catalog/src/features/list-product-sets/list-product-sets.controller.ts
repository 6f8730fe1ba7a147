import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { keysetPage } from '@platform/read-model';
import { requireOwnedCatalog } from '../owned-catalog-read';
import { type ProductSet, productSetView } from '../../domain/product-set';
import { CatalogListRequest } from '../catalog-list.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/product_sets'))
export class ListProductSetsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The catalog's sets, oldest first. */
  @Get()
  @UserContext()
  async list(@CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @AdsParams(CatalogListRequest) p: CatalogListRequest) {
    const environment = requestContext.environment();
    await requireOwnedCatalog(this.db, environment, catalogId, caller);
    const page = await keysetPage(this.db, {
      from: 'catalog.product_sets s',
      select: 's.data',
      where: ['s.environment = $1', 's.catalog_id = $2'],
      params: [environment, catalogId],
      sortColumn: 's.seq',
      idColumn: 's.id',
      direction: 'asc',
      cursor: p.cursor,
      count: p.count,
      map: (row) => productSetView(row.data as ProductSet),
    });
    return AdsResponse.page(page);
  }
}
