import type { Environment } from '@platform/ddd';
import type { CreateTargetingCriterionRequest } from '../shared/create-targeting-criterion.request';

export class CreateTargetingCriterionCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly params: CreateTargetingCriterionRequest,
  ) {}
}
