import type { Environment } from '@platform/ddd';

export class CreatePromotedAccountCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly userId: string,
  ) {}
}
