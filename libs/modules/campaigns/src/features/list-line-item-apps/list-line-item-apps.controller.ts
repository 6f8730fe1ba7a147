import { listEntityController } from '@platform/ads-entity';
import { LineItemApp } from '../../entities/line-item-extras.entity';
import { ListLineItemAppsRequest } from './list-line-item-apps.request';

export class ListLineItemAppsController extends listEntityController(LineItemApp, {
  path: 'accounts/:account_id/line_item_apps',
  tag: 'ads: line item apps',
  request: ListLineItemAppsRequest,
  query: (p) => ({ filters: { id: p.line_item_app_ids, line_item_id: p.line_item_ids } }),
}) {}
