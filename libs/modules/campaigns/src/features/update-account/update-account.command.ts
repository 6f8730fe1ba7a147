import type { Environment } from '@platform/ddd';
import type { IndustryType } from '../../domain/account';

export class UpdateAccountCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly name?: string,
    readonly industryType?: IndustryType,
  ) {}
}
