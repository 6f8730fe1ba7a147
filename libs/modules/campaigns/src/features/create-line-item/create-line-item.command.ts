import type { Environment } from '@platform/ddd';
import type { LineItemPatch } from '../../domain/line-item';

export class CreateLineItemCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly campaignId: string,
    readonly objective: string,
    readonly productType: string,
    readonly placements: string[],
    readonly fields: LineItemPatch,
  ) {}
}
