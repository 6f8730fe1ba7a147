import type { Environment } from '@platform/ddd';

export class ApplyProductsCommand {
  constructor(
    readonly environment: Environment,
    readonly userId: string,
    readonly catalogId: string,
    readonly items: unknown[],
    /** The most items the batch may hold: the API's 25 unless given (a feed run applies its rows at once). */
    readonly maxItems?: number,
  ) {}
}
