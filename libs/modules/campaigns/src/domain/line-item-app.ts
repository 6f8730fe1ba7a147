import { type EntityView, invalidParameter, lifecycle, type LifecycleCommandBase, newEntity } from '@platform/ddd';
import { judgeAppStoreIdentifier, type OsType } from './account-app';
import { APP_OBJECTIVES, onLineItem, type OnLineItem } from './line-item';

/** An app an app-objective line item of the account promotes. */
export interface LineItemAppView extends EntityView {
  line_item_id: string;
  os_type: OsType;
  app_store_identifier: string;
}

export interface CreateLineItemApp extends OnLineItem {
  type: 'CreateLineItemApp';
  osType: OsType;
  appStoreIdentifier: string;
}
export interface UpdateLineItemApp extends LifecycleCommandBase {
  type: 'UpdateLineItemApp';
  patch: { os_type?: OsType; app_store_identifier?: string };
}
export type DeleteLineItemApp = LifecycleCommandBase & { type: 'DeleteLineItemApp' };

export const lineItemAppLifecycle = lifecycle<LineItemAppView, CreateLineItemApp, UpdateLineItemApp, DeleteLineItemApp>('campaigns.LineItemApp', {
  label: 'Line item app',
  notFoundCode: 'LINE_ITEM_APP_NOT_FOUND',
  create: (c) => {
    const lineItem = onLineItem(c);
    if (!APP_OBJECTIVES.includes(lineItem.objective)) {
      throw invalidParameter('line_item_id', `Line item ${lineItem.id} has objective ${lineItem.objective}: apps go on ${APP_OBJECTIVES.join(' and ')} line items`);
    }
    return { ...newEntity(c), line_item_id: lineItem.id, os_type: c.osType, app_store_identifier: judgeAppStoreIdentifier(c.osType, c.appStoreIdentifier) };
  },
  update: (current, c) => {
    const osType = c.patch.os_type ?? current.os_type;
    const identifier = c.patch.app_store_identifier ?? current.app_store_identifier;
    return { ...current, os_type: osType, app_store_identifier: judgeAppStoreIdentifier(osType, identifier) };
  },
});
