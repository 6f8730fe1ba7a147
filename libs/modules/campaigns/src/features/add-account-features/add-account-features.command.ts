import type { Environment } from '@platform/ddd';

export class AddAccountFeaturesCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly featureKeys: string[],
  ) {}
}
