import { EntityTable } from '@platform/read-model';
import type { DraftPostView, ScheduledPostView } from '../domain/scheduled-post';

/** The posts list's `name` matches the start of a post's name. */
const NAME = `coalesce(data->>'name', '')`;

const COMMON_SORTS = { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted' };

export const scheduledPostsTable = new EntityTable<ScheduledPostView>({
  table: 'posts.scheduled_posts',
  sortColumns: { ...COMMON_SORTS, scheduled_at: 'scheduled_at' },
  prefixColumn: NAME,
});

export const draftPostsTable = new EntityTable<DraftPostView>({
  table: 'posts.draft_posts',
  sortColumns: COMMON_SORTS,
  prefixColumn: NAME,
});
