import type { Environment } from '@platform/ddd';

export class CreateLineItemCuratedCategoryCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly curatedCategoryId: string,
  ) {}
}
