import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { ownerOrRefuse, type ProductCatalogView } from '../catalog-owner';
import { CreateProductCatalogCommand } from './create-product-catalog.command';
import { CreateProductCatalogRequest } from './create-product-catalog.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs'))
export class CreateProductCatalogController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @UserContext()
  async create(@CallingUser() caller: string, @AdsParams(CreateProductCatalogRequest) p: CreateProductCatalogRequest) {
    const userId = ownerOrRefuse(p.user_id, caller);
    return AdsResponse.of(
      await this.commands.execute<CreateProductCatalogCommand, ProductCatalogView>(
        new CreateProductCatalogCommand(requestContext.environment(), userId, p.name),
      ),
    );
  }
}
