import { EntityTable } from '@platform/read-model';
import type { CustomAudiencePermissionView, CustomAudienceView, DoNotReachListView } from '../domain/views';

/** The entity read models of audiences and the sort orders each list offers. */
const SORTS = { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted', name: 'name' };

/**
 * Custom audiences, read through `custom_audiences_seen`: one row per account
 * that may see the audience (its owner, and each account it is shared with),
 * with `is_owner` and `permission_level` that account's.
 */
export const customAudiencesTable = new EntityTable<CustomAudienceView>({
  table: 'audiences.custom_audiences',
  readFrom: 'audiences.custom_audiences_seen',
  sortColumns: SORTS,
  prefixColumn: 'name',
});

export const doNotReachListsTable = new EntityTable<DoNotReachListView>({
  table: 'audiences.do_not_reach_lists',
  sortColumns: SORTS,
  prefixColumn: 'name',
});

/**
 * Custom audience permissions, read by the owning account (all of an
 * audience's) and by each granted account (its own), through two views: the
 * `/5` tailored audience permission names the audience `tailored_audience_id`,
 * the `/12` custom audience permission `custom_audience_id`.
 */
const PERMISSIONS = {
  table: 'audiences.custom_audience_permissions',
  sortColumns: { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted' },
};
export const tailoredAudiencePermissionsTable = new EntityTable<CustomAudiencePermissionView>({
  ...PERMISSIONS,
  readFrom: 'audiences.tailored_audience_permissions_seen',
});
export const customAudiencePermissionsTable = new EntityTable<CustomAudiencePermissionView>({
  ...PERMISSIONS,
  readFrom: 'audiences.custom_audience_permissions_seen',
});
