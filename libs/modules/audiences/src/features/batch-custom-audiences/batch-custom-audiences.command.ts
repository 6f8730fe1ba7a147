import type { BatchOperation } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { CustomAudienceOperationType } from './batch-custom-audiences.request';

export class BatchCustomAudiencesCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly operations: BatchOperation<CustomAudienceOperationType>[],
  ) {}
}
