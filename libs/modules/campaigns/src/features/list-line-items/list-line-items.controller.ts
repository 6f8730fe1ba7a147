import { listEntityController } from '@platform/ads-entity';
import { LineItem } from '../../entities/line-item.entity';
import { ListLineItemsRequest } from './list-line-items.request';

export class ListLineItemsController extends listEntityController(LineItem, {
  path: 'accounts/:account_id/line_items',
  tag: 'ads: line items',
  request: ListLineItemsRequest,
  query: (p) => ({
    filters: {
      id: p.line_item_ids,
      campaign_id: p.campaign_ids,
      funding_instrument_id: p.funding_instrument_ids,
      entity_status: p.with_draft ? undefined : ['ACTIVE', 'PAUSED'],
    },
    q: p.q,
  }),
}) {}
