import type { Environment } from '@platform/ddd';

export class DeleteLineItemCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
  ) {}
}
