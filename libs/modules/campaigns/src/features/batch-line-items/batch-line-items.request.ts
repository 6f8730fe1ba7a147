import { StringParam } from '@platform/http';
import { CreateLineItemRequest } from '../shared/create-line-item.request';
import { UpdateLineItemRequest } from '../shared/update-line-item.request';

export class BatchUpdateLineItem extends UpdateLineItemRequest {
  @StringParam({ required: true, minLength: 1 })
  line_item_id: string;
}

export class BatchDeleteLineItem {
  @StringParam({ required: true, minLength: 1 })
  line_item_id: string;
}

/** `POST /12/batch/accounts/:account_id/line_items`: up to 40 operations, each with the params of its single endpoint. */
export const LINE_ITEMS_BATCH = {
  max: 40,
  operations: { Create: CreateLineItemRequest, Update: BatchUpdateLineItem, Delete: BatchDeleteLineItem },
};
export type LineItemOperationType = keyof typeof LINE_ITEMS_BATCH.operations;
