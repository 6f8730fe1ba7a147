import { updateEntityController } from '@platform/ads-entity';
import { LineItem } from '../../entities/line-item.entity';
import { lineItemPatch } from '../shared/line-item-fields';
import { onOwnCampaign } from '../shared/parent-campaign';
import { UpdateLineItemRequest } from '../shared/update-line-item.request';

export class UpdateLineItemController extends updateEntityController(LineItem, {
  path: 'accounts/:account_id/line_items/:line_item_id',
  tag: 'ads: line items',
  request: UpdateLineItemRequest,
  command: (p) => ({ patch: lineItemPatch(p) }),
  context: onOwnCampaign,
}) {}
