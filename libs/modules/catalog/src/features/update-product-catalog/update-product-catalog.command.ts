import type { Environment } from '@platform/ddd';

export class UpdateProductCatalogCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly catalogId: string,
    readonly name: string,
  ) {}
}
