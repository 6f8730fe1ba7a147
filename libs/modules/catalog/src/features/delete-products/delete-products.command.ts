import type { Environment } from '@platform/ddd';

export class DeleteProductsCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly catalogId: string,
    readonly productKeys: string[],
  ) {}
}
