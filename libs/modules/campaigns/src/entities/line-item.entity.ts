import { adsEntity, writeRoute } from '@platform/ads-entity';
import { lineItemLifecycle } from '../domain/line-item';
import { ListLineItemsRequest } from '../features/list-line-items/list-line-items.request';
import { CreateLineItemRequest } from '../features/shared/create-line-item.request';
import { lineItemPatch, newLineItemFields } from '../features/shared/line-item-fields';
import { onOwnCampaign, onRequestCampaign } from '../features/shared/parent-campaign';
import { UpdateLineItemRequest } from '../features/shared/update-line-item.request';
import { lineItemsTable } from '../projections/tables';

/** The line item as an ads entity: its rules are the domain's (`lineItemLifecycle`). Its list leaves DRAFT ones out unless `with_draft`. */
export const LineItem = adsEntity({
  lifecycle: lineItemLifecycle,
  table: lineItemsTable,
  // entity_data shows every member but the id
  history: { entityType: 'LINE_ITEM' },
  routes: {
    path: 'accounts/:account_id/line_items',
    tag: 'ads: line items',
    get: true,
    list: {
      request: ListLineItemsRequest,
      query: (p: ListLineItemsRequest) => ({
        filters: {
          id: p.line_item_ids,
          campaign_id: p.campaign_ids,
          funding_instrument_id: p.funding_instrument_ids,
          entity_status: p.with_draft ? undefined : ['ACTIVE', 'PAUSED'],
        },
        q: p.q,
      }),
    },
    create: writeRoute(CreateLineItemRequest, { command: (p) => ({ fields: newLineItemFields(p) }), context: onRequestCampaign }),
    update: writeRoute(UpdateLineItemRequest, { command: (p) => ({ patch: lineItemPatch(p) }), context: onOwnCampaign }),
    delete: true,
  },
});
