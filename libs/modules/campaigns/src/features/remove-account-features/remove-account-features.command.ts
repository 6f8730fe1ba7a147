import type { Environment } from '@platform/ddd';

export class RemoveAccountFeaturesCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly featureKeys: string[],
  ) {}
}
