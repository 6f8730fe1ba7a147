import type { Environment } from '@platform/ddd';
import type { LineItemPatch } from '../../domain/line-item';

export class UpdateLineItemCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly patch: LineItemPatch,
  ) {}
}
