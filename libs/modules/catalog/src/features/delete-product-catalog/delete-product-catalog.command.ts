import type { Environment } from '@platform/ddd';

export class DeleteProductCatalogCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly catalogId: string,
  ) {}
}
