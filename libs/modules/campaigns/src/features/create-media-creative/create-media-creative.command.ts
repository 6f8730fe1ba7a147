import type { Environment } from '@platform/ddd';

export class CreateMediaCreativeCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly accountMediaId: string,
    readonly landingUrl: string | null,
  ) {}
}
