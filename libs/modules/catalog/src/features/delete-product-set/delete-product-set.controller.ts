import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { ProductSetView } from '../../domain/product-set';
import { ProductSetCommand } from '../product-set-commands';
import { echoPathIdAsId } from '../path-id-echo';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/product_sets/:product_set_id'))
export class DeleteProductSetController {
  constructor(private readonly commands: CommandBus) {}

  /** Permanent: answers the set as it was; it answers 404 afterwards. */
  @Delete()
  @UserContext()
  async delete(@Req() req: Request, @CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @Param('product_set_id') setId: string) {
    echoPathIdAsId(req, 'product_set_id');
    const set = await this.commands.execute<ProductSetCommand, ProductSetView>(
      new ProductSetCommand(requestContext.environment(), caller, catalogId, { type: 'DeleteProductSet', setId }),
    );
    return AdsResponse.of(set);
  }
}
