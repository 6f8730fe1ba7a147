import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type BatchItem } from '@platform/ads-entity';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';
import { lineItemCampaign } from '../shared/parent-campaign';
import type { CreateLineItemRequest } from '../shared/create-line-item.request';
import { lineItemPatch, newLineItemFields } from '../shared/line-item-fields';
import { BatchLineItemsCommand } from './batch-line-items.command';
import type { BatchUpdateLineItem } from './batch-line-items.request';

/** Creates, updates and deletes line items, all or none, each as its single endpoint would (its campaign read with a guard). */
@CommandHandler(BatchLineItemsCommand)
export class BatchLineItemsHandler implements ICommandHandler<BatchLineItemsCommand, LineItemView[]> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, operations }: BatchLineItemsCommand): Promise<LineItemView[]> {
    return this.entities.batchOf<LineItemView, (typeof operations)[number]>(LineItem, operations, ({ operationType, params }): BatchItem => {
      if (operationType === 'Create') {
        const p = params as unknown as CreateLineItemRequest;
        return { kind: 'create', command: { environment, accountId, fields: newLineItemFields(p) }, context: lineItemCampaign(this.entities, environment, accountId, p.campaign_id) };
      }
      const p = params as unknown as BatchUpdateLineItem;
      return operationType === 'Update'
        ? { kind: 'update', command: { environment, accountId, id: p.line_item_id, patch: lineItemPatch(p) }, context: lineItemCampaign(this.entities, environment, accountId) }
        : { kind: 'delete', command: { environment, accountId, id: p.line_item_id } };
    });
  }
}
