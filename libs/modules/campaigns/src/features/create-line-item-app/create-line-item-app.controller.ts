import { createEntityController } from '@platform/ads-entity';
import { EnumParam, StringParam } from '@platform/http';
import { OS_TYPES, type OsType } from '../../domain/account-app';
import { LineItemApp } from '../../entities/line-item-app.entity';
import { onRequestLineItem } from '../shared/line-item-facts';

export class CreateLineItemAppRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  @EnumParam(OS_TYPES, { required: true })
  os_type: OsType;

  /** iOS: the numeric App Store id; Android: the package name. */
  @StringParam({ required: true, minLength: 1, maxLength: 255 })
  app_store_identifier: string;
}

export class CreateLineItemAppController extends createEntityController(LineItemApp, {
  path: 'accounts/:account_id/line_item_apps',
  tag: 'ads: line item apps',
  request: CreateLineItemAppRequest,
  command: (p) => ({ lineItemId: p.line_item_id, osType: p.os_type, appStoreIdentifier: p.app_store_identifier }),
  context: onRequestLineItem,
}) {}
