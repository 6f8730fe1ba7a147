import { updateEntityController } from '@platform/ads-entity';
import { EnumParam, StringParam } from '@platform/http';
import { OS_TYPES, type OsType } from '../../domain/account-app';
import { LineItemApp } from '../../entities/line-item-app.entity';

export class UpdateLineItemAppRequest {
  @EnumParam(OS_TYPES)
  os_type?: OsType;

  @StringParam({ minLength: 1, maxLength: 255 })
  app_store_identifier?: string;
}

export class UpdateLineItemAppController extends updateEntityController(LineItemApp, {
  path: 'accounts/:account_id/line_item_apps/:line_item_app_id',
  tag: 'ads: line item apps',
  request: UpdateLineItemAppRequest,
  command: (p) => ({ patch: { os_type: p.os_type, app_store_identifier: p.app_store_identifier } }),
}) {}
