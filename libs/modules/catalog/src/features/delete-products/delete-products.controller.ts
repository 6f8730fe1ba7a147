import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { DeleteOutcome } from '../../domain/catalog-products';
import { DeleteProductsCommand } from './delete-products.command';
import { DeleteProductsRequest } from './delete-products.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/products'))
export class DeleteProductsController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @UserContext()
  async delete(
    @CallingUser() caller: string,
    @Param('product_catalog_id') catalogId: string,
    @AdsParams(DeleteProductsRequest) p: DeleteProductsRequest,
  ) {
    const outcomes = await this.commands.execute<DeleteProductsCommand, DeleteOutcome[]>(
      new DeleteProductsCommand(requestContext.environment(), caller, catalogId, p.product_keys),
    );
    return AdsResponse.of({ delete_products: outcomes });
  }
}
