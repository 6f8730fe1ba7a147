import { getEntityController } from '@platform/ads-entity';
import { LineItem } from '../../entities/line-item.entity';

export class GetLineItemController extends getEntityController(LineItem, {
  path: 'accounts/:account_id/line_items/:line_item_id',
  tag: 'ads: line items',
}) {}
