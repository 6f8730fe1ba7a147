import { BooleanParam, CountParam, SortByParam, StringParam } from './param-decorators';

export interface ListParamsOptions {
  /** Default and bounds of `count` for this endpoint. */
  count: { default: number; min: number; max: number };
  /** Fields `sort_by` accepts. */
  sortFields: readonly string[];
}

export interface ListParamsShape {
  count: number;
  cursor?: string;
  sort_by?: string;
  with_deleted: boolean;
  with_total_count: boolean;
}

/**
 * Base class for ads list request DTOs: `count` with the endpoint's bounds,
 * `cursor`, `sort_by`, `with_deleted`, `with_total_count`.
 */
export function ListParams(options: ListParamsOptions) {
  class ListRequest implements ListParamsShape {
    @CountParam(options.count.min, options.count.max)
    count: number = options.count.default;

    @StringParam({ minLength: 1 })
    cursor?: string;

    @SortByParam(options.sortFields)
    sort_by?: string;

    @BooleanParam()
    with_deleted: boolean = false;

    @BooleanParam()
    with_total_count: boolean = false;
  }
  return ListRequest;
}
