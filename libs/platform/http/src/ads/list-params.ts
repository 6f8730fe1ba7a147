import { BooleanParam, CountParam, CsvParam, SortByParam, StringParam } from './param-decorators';

export interface ListParamsOptions<I extends string = never> {
  /** Default and bounds of `count` for this endpoint. */
  count: { default: number; min: number; max: number };
  /** Fields `sort_by` accepts. */
  sortFields: readonly string[];
  /** The list's id filters (`campaign_ids`, ...): optional csv lists of at most `MAX_LISTED_IDS` ids, in this order. */
  ids?: readonly I[];
}

/** The most ids an id filter of a list takes. */
export const MAX_LISTED_IDS = 200;

export interface ListParamsShape {
  count: number;
  cursor?: string;
  sort_by?: string;
  with_deleted: boolean;
  with_total_count: boolean;
}

/** A list request: the common members and the list's id filters. */
export type ListRequestOf<I extends string> = ListParamsShape & { [K in I]?: string[] };

/**
 * Base class for ads list request DTOs: `count` with the endpoint's bounds,
 * `cursor`, `sort_by`, `with_deleted`, `with_total_count`, and the list's id
 * filters (validated and documented like any `@CsvParam`).
 */
export function ListParams<I extends string = never>(options: ListParamsOptions<I>): new () => ListRequestOf<I> {
  // the filters are declared on a class of their own, before the common members: they are judged (and documented) first, as when a list wrote them out
  class IdFilters {}
  for (const name of options.ids ?? []) CsvParam({ max: MAX_LISTED_IDS })(IdFilters.prototype, name);
  class ListRequest extends IdFilters implements ListParamsShape {
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
  return ListRequest as new () => ListRequestOf<I>;
}
