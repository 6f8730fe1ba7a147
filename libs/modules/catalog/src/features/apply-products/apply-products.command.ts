import type { Environment } from '@platform/ddd';

export class ApplyProductsCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly catalogId: string,
    readonly items: unknown[],
  ) {}
}
