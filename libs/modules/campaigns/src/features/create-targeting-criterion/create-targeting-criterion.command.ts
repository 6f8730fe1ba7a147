import type { Environment } from '@platform/ddd';
import type { CreateTargetingCriterionRequest } from './create-targeting-criterion.request';

export class CreateTargetingCriterionCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly params: CreateTargetingCriterionRequest,
  ) {}
}
