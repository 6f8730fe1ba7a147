import type { BatchOperation } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { LineItemOperationType } from './batch-line-items.request';

export class BatchLineItemsCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly operations: BatchOperation<LineItemOperationType>[],
  ) {}
}
