import type { Environment } from '@platform/ddd';

export class UpdateLineItemCuratedCategoryCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
    readonly lineItemId?: string,
    readonly curatedCategoryId?: string,
  ) {}
}
