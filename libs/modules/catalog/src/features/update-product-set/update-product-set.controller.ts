import { Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { ProductSetView } from '../../domain/product-set';
import { ProductSetCommand } from '../product-set-commands';
import { UpdateProductSetRequest } from './update-product-set.request';
import { echoPathIdAsId } from '../path-id-echo';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/product_sets/:product_set_id'))
export class UpdateProductSetController {
  constructor(private readonly commands: CommandBus) {}

  /** A MANUAL set's name, description or products; a FILTERED set answers 400 FEATURE_NOT_AVAILABLE. */
  @Put()
  @UserContext()
  async update(
    @Req() req: Request,
    @CallingUser() caller: string,
    @Param('product_catalog_id') catalogId: string,
    @Param('product_set_id') setId: string,
    @AdsParams(UpdateProductSetRequest) p: UpdateProductSetRequest,
  ) {
    echoPathIdAsId(req, 'product_set_id');
    return AdsResponse.of(
      await this.commands.execute<ProductSetCommand, ProductSetView>(
        new ProductSetCommand(requestContext.environment(), caller, catalogId, {
          type: 'UpdateProductSet',
          setId,
          name: p.name,
          description: p.description,
          productKeys: p.product_keys,
          filters: p.filters,
        }),
      ),
    );
  }
}
