import type { BatchOperation } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { TargetingCriterionOperationType } from './batch-targeting-criteria.request';

export class BatchTargetingCriteriaCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly operations: BatchOperation<TargetingCriterionOperationType>[],
  ) {}
}
