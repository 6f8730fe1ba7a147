import { EntityTable } from '@platform/read-model';
import type { AccountMediaView, MediaLibraryObjectView } from '../domain/views';

const SORTS = { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted' };

/** The media library; `q` matches whole terms of name, title, file_name and description. */
export const mediaLibraryTable = new EntityTable<MediaLibraryObjectView>({
  table: 'creatives.media_library',
  sortColumns: { ...SORTS, name: 'name' },
  termColumn: 'search',
});

export const accountMediaTable = new EntityTable<AccountMediaView>({
  table: 'creatives.account_media',
  sortColumns: { ...SORTS, creative_type: 'creative_type' },
});
