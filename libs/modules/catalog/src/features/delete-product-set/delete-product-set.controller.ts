import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { ProductSetView } from '../../domain/product-set';
import { ProductSetCommand } from '../product-set-commands';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/product_sets/:product_set_id'))
export class DeleteProductSetController {
  constructor(private readonly commands: CommandBus) {}

  /** Permanent: answers the set as it was; it answers 404 afterwards. */
  @Delete()
  @UserContext()
  async delete(@CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @Param('product_set_id') setId: string) {
    const set = await this.commands.execute<ProductSetCommand, ProductSetView>(
      new ProductSetCommand(requestContext.environment(), caller, catalogId, { type: 'DeleteProductSet', setId }),
    );
    return AdsResponse.of(set);
  }
}
