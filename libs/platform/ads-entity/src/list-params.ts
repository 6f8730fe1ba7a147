import { ListParams, type ListParamsOptions, type ListRequestOf } from '@platform/http';

/** `count` of an ads list: 200 by default, 1 to 1000. */
export const ADS_LIST_COUNT = { default: 200, min: 1, max: 1000 };

/**
 * Base class of an ads list's request DTO, from the table it lists: the
 * common members (`count`, `cursor`, `sort_by` over the table's sort
 * columns, `with_deleted`, `with_total_count`) and its id filters, in a line:
 * `class ListTrackingTagsRequest extends AdsListParams(trackingTagsTable, { ids: ['line_item_ids', 'tracking_tag_ids'] }) {}`.
 */
export function AdsListParams<I extends string = never>(
  table: { spec: { sortColumns: Record<string, string> } },
  options: { ids?: readonly I[]; count?: ListParamsOptions['count'] } = {},
): new () => ListRequestOf<I> {
  return ListParams({ count: options.count ?? ADS_LIST_COUNT, sortFields: Object.keys(table.spec.sortColumns), ids: options.ids });
}
