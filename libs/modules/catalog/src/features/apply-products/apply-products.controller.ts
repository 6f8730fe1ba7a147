import { Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, JsonBodyOnlyGuard } from '@platform/http';
import type { ItemOutcome } from '../../domain/catalog-products';
import { ApplyProductsCommand } from '../shared/apply-products.command';
import { ApplyProductsRequest } from './apply-products.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/products'))
export class ApplyProductsController {
  constructor(private readonly commands: CommandBus) {}

  /** Creates, updates or leaves each product; the valid items of a batch are written even when others are in error. */
  @Put()
  @UserContext()
  @UseGuards(JsonBodyOnlyGuard)
  async apply(
    @CallingUser() caller: string,
    @Param('product_catalog_id') catalogId: string,
    @AdsParams(ApplyProductsRequest) p: ApplyProductsRequest,
  ) {
    const outcomes = await this.commands.execute<ApplyProductsCommand, ItemOutcome[]>(
      new ApplyProductsCommand(requestContext.environment(), caller, catalogId, p.products),
    );
    // each item's members in the reference's order
    return AdsResponse.of({ products_response: outcomes.map(({ warnings, errors, product_key, id, status }) => ({ warnings, errors, product_key, id, status })) });
  }
}
