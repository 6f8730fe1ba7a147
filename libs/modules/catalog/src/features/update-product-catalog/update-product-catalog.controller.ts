import { Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { ProductCatalogView } from '../catalog-owner';
import { UpdateProductCatalogCommand } from './update-product-catalog.command';
import { UpdateProductCatalogRequest } from './update-product-catalog.request';
import { echoPathIdAsId } from '../path-id-echo';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id'))
export class UpdateProductCatalogController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @UserContext()
  async update(
    @Req() req: Request,
    @CallingUser() caller: string,
    @Param('product_catalog_id') catalogId: string,
    @AdsParams(UpdateProductCatalogRequest) p: UpdateProductCatalogRequest,
  ) {
    echoPathIdAsId(req, 'product_catalog_id');
    return AdsResponse.of(
      await this.commands.execute<UpdateProductCatalogCommand, ProductCatalogView>(
        new UpdateProductCatalogCommand(requestContext.environment(), caller, catalogId, p.name),
      ),
    );
  }
}
