import type { Environment } from '@platform/ddd';

export class DeleteLineItemCuratedCategoryCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
  ) {}
}
