import type { Environment } from '@platform/ddd';

export class CreateProductCatalogCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly name: string,
  ) {}
}
