import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { ProductCatalogView } from '../catalog-owner';
import { DeleteProductCatalogCommand } from './delete-product-catalog.command';
import { echoPathIdAsId } from '../path-id-echo';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id'))
export class DeleteProductCatalogController {
  constructor(private readonly commands: CommandBus) {}

  /** Permanent: the catalog answers 404 afterwards, and a new one may be created. */
  @Delete()
  @UserContext()
  async delete(@Req() req: Request, @CallingUser() caller: string, @Param('product_catalog_id') catalogId: string) {
    echoPathIdAsId(req, 'product_catalog_id');
    return AdsResponse.of(
      await this.commands.execute<DeleteProductCatalogCommand, ProductCatalogView>(
        new DeleteProductCatalogCommand(requestContext.environment(), caller, catalogId),
      ),
    );
  }
}
