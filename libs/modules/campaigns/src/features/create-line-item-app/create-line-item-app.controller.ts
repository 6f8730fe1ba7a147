import { createEntityController } from '@platform/ads-entity';
import { LineItemApp } from '../../entities/line-item-extras.entity';
import { onRequestLineItem } from '../shared/line-item-facts';
import { CreateLineItemAppRequest } from './create-line-item-app.request';

export class CreateLineItemAppController extends createEntityController(LineItemApp, {
  path: 'accounts/:account_id/line_item_apps',
  tag: 'ads: line item apps',
  request: CreateLineItemAppRequest,
  command: (p) => ({ lineItemId: p.line_item_id, osType: p.os_type, appStoreIdentifier: p.app_store_identifier }),
  context: onRequestLineItem,
}) {}
