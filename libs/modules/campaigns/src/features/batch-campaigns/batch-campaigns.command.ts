import type { BatchOperation } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { CampaignOperationType } from './batch-campaigns.request';

export class BatchCampaignsCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly operations: BatchOperation<CampaignOperationType>[],
  ) {}
}
