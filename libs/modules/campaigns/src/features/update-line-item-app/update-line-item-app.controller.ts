import { updateEntityController } from '@platform/ads-entity';
import { LineItemApp } from '../../entities/line-item-extras.entity';
import { UpdateLineItemAppRequest } from './update-line-item-app.request';

export class UpdateLineItemAppController extends updateEntityController(LineItemApp, {
  path: 'accounts/:account_id/line_item_apps/:line_item_app_id',
  tag: 'ads: line item apps',
  request: UpdateLineItemAppRequest,
  command: (p) => ({ patch: { os_type: p.os_type, app_store_identifier: p.app_store_identifier } }),
}) {}
