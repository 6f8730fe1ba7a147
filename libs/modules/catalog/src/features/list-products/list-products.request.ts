import { CountParam, StringParam } from '@platform/http';

export class ListProductsRequest {
  @CountParam(1, 100)
  count: number = 100;

  @StringParam()
  cursor?: string;

  /** All the products of one group (without it, a group shows as its first product). */
  @StringParam({ maxLength: 64 })
  item_group_key?: string;
}
