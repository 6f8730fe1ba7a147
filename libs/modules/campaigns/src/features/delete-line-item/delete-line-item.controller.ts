import { deleteEntityController } from '@platform/ads-entity';
import { LineItem } from '../../entities/line-item.entity';

/** Irreversible; deleting again answers 404. */
export class DeleteLineItemController extends deleteEntityController(LineItem, {
  path: 'accounts/:account_id/line_items/:line_item_id',
  tag: 'ads: line items',
}) {}
