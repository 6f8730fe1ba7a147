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
import { ListProductsRequest } from './list-products.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/products'))
export class ListProductsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The catalog's products in the order first submitted, every field (null
   * when unset); a product group shows as its first product, all of it with
   * `item_group_key`.
   */
  @Get()
  @UserContext()
  async list(@CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @AdsParams(ListProductsRequest) p: ListProductsRequest) {
    const environment = requestContext.environment();
    await requireOwned(this.db, ProductCatalog, environment, caller, catalogId);
    const where = ['p.environment = $1', 'p.catalog_id = $2'];
    const params: unknown[] = [environment, catalogId];
    if (p.item_group_key !== undefined) {
      params.push(p.item_group_key);
      where.push(`p.item_group_key = $${params.length}`);
    } else {
      where.push(`(p.item_group_id IS NULL OR NOT EXISTS (
        SELECT 1 FROM catalog.products q
        WHERE q.environment = p.environment AND q.catalog_id = p.catalog_id AND q.item_group_id = p.item_group_id AND q.seq < p.seq))`);
    }
    const page = await keysetPage(this.db, {
      from: 'catalog.products p',
      select: 'p.data',
      where,
      params,
      sortColumn: 'p.seq',
      idColumn: 'p.product_key',
      direction: 'asc',
      cursor: p.cursor,
      count: p.count,
      map: (row) => row.data,
    });
    return AdsResponse.page(page);
  }
}
