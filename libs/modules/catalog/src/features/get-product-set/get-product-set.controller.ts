import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import { preparedRead } from '@platform/read-model';
import { productSetNotFound } from '../../domain/catalog-products';
import { requireOwnedCatalog } from '../owned-catalog-read';
import { type ProductSet, productSetView } from '../../domain/product-set';
import { echoPathIdAsId } from '../path-id-echo';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/product_sets/:product_set_id'))
export class GetProductSetController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @UserContext()
  async get(@Req() req: Request, @CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @Param('product_set_id') setId: string) {
    echoPathIdAsId(req, 'product_set_id');
    const environment = requestContext.environment();
    await requireOwnedCatalog(this.db, environment, catalogId, caller);
    const [row] = await preparedRead<{ data: unknown }>(
      this.db,
      `SELECT data FROM catalog.product_sets WHERE environment = $1 AND catalog_id = $2 AND id = $3`,
      [environment, catalogId, setId],
    );
    if (!row) throw productSetNotFound(setId);
    return AdsResponse.of(productSetView(row.data as ProductSet));
  }
}
