import { createEntityController } from '@platform/ads-entity';
import { LineItem } from '../../entities/line-item.entity';
import { CreateLineItemRequest } from '../shared/create-line-item.request';
import { newLineItemFields } from '../shared/line-item-fields';
import { onRequestCampaign } from '../shared/parent-campaign';

export class CreateLineItemController extends createEntityController(LineItem, {
  path: 'accounts/:account_id/line_items',
  tag: 'ads: line items',
  request: CreateLineItemRequest,
  command: (p) => ({ fields: newLineItemFields(p) }),
  context: onRequestCampaign,
}) {}
