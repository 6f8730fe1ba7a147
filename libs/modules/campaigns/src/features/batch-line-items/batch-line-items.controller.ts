import { batchEntityController } from '@platform/ads-entity';
import { LineItem } from '../../entities/line-item.entity';
import { CreateLineItemRequest } from '../shared/create-line-item.request';
import { lineItemPatch, newLineItemFields } from '../shared/line-item-fields';
import { lineItemCampaign } from '../shared/parent-campaign';
import { UpdateLineItemRequest } from '../shared/update-line-item.request';

/** Up to 40 operations, each with the params of its single endpoint (and the line item's id), its campaign read with a guard; applied as a whole or not at all, answered in request order. */
export class BatchLineItemsController extends batchEntityController(LineItem, {
  path: 'batch/accounts/:account_id/line_items',
  tag: 'ads: line items',
  max: 40,
  create: {
    request: CreateLineItemRequest,
    item: (p, { entities, environment, accountId }) => ({ command: { fields: newLineItemFields(p) }, context: lineItemCampaign(entities, environment, accountId, p.campaign_id) }),
  },
  update: {
    request: UpdateLineItemRequest,
    item: (p, { entities, environment, accountId }) => ({ command: { patch: lineItemPatch(p) }, context: lineItemCampaign(entities, environment, accountId) }),
  },
  delete: true,
}) {}
