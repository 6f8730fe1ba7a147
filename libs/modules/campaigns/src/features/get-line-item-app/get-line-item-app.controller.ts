import { getEntityController } from '@platform/ads-entity';
import { LineItemApp } from '../../entities/line-item-extras.entity';

export class GetLineItemAppController extends getEntityController(LineItemApp, {
  path: 'accounts/:account_id/line_item_apps/:line_item_app_id',
  tag: 'ads: line item apps',
}) {}
