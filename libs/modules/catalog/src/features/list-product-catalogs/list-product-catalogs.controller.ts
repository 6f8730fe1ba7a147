import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { preparedRead } from '@platform/read-model';
import { ownerOrRefuse, type ProductCatalogView } from '../catalog-owner';
import { ListProductCatalogsRequest } from './list-product-catalogs.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs'))
export class ListProductCatalogsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The user's catalog, as a list of at most one. */
  @Get()
  @UserContext()
  async list(@CallingUser() caller: string, @AdsParams(ListProductCatalogsRequest) p: ListProductCatalogsRequest) {
    const userId = ownerOrRefuse(p.user_id, caller);
    const rows = await preparedRead<ProductCatalogView>(
      this.db,
      `SELECT id, name FROM catalog.product_catalogs WHERE environment = $1 AND user_id = $2 ORDER BY created_at, id`,
      [requestContext.environment(), userId],
    );
    return AdsResponse.page({ data: rows, next_cursor: null });
  }
}
