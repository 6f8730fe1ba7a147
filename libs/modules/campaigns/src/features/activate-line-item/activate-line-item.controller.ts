import { updateActionController } from '@platform/ads-entity';
import { LineItem } from '../../entities/line-item.entity';

/** `PUT .../line_items/:line_item_id/activate`: the line item's update with `entity_status=ACTIVE` (a no-op on an ACTIVE one). */
export class ActivateLineItemController extends updateActionController(LineItem, { action: 'activate', params: { entity_status: 'ACTIVE' } }) {}
