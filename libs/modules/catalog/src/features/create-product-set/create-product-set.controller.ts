import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { ProductSetView } from '../../domain/product-set';
import { ProductSetCommand } from '../product-set-commands';
import { CreateProductSetRequest } from './create-product-set.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/product_sets'))
export class CreateProductSetController {
  constructor(private readonly commands: CommandBus) {}

  /** A MANUAL set holds its products at once; a FILTERED one answers PROCESSING until the catalog's processor evaluates it. */
  @Post()
  @HttpCode(200)
  @UserContext()
  async create(@CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @AdsParams(CreateProductSetRequest) p: CreateProductSetRequest) {
    return AdsResponse.of(
      await this.commands.execute<ProductSetCommand, ProductSetView>(
        new ProductSetCommand(requestContext.environment(), caller, catalogId, {
          type: 'CreateProductSet',
          name: p.name,
          description: p.description ?? null,
          setType: p.type,
          filters: p.filters,
          productKeys: p.product_keys,
        }),
      ),
    );
  }
}
