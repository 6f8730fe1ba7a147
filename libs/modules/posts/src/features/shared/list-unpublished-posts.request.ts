import type { ListRoute } from '@platform/ads-entity';
import { MESSAGES, ListParams, StringParam } from '@platform/http';
import { NUMERIC_ID } from '@platform/ddd';

/** The lists of scheduled and draft posts: `count` 1–200 (default 100), cursor, and the author (`user_id`). */
export class ListUnpublishedPostsRequest extends ListParams({
  count: { default: 100, min: 1, max: 200 },
  sortFields: ['created_at', 'updated_at'],
}) {
  @StringParam({ pattern: NUMERIC_ID, patternMessage: (p, v) => MESSAGES.expected('long', p, v) })
  user_id?: string;
}

/** Their list route: by author. */
export const unpublishedPostList: ListRoute<ListUnpublishedPostsRequest> = {
  request: ListUnpublishedPostsRequest,
  query: (p) => ({ filters: { user_id: p.user_id ? [p.user_id] : undefined } }),
};
