import { adsEntity } from '@platform/ads-entity';
import { mediaLibraryObjectLifecycle } from '../domain/media-library-object';
import { ListMediaLibraryRequest } from '../features/list-media-library/list-media-library.request';
import { mediaLibraryTable } from '../projections/tables';

/** A media library object, its id the media key (one account's library holds a media key once). */
export const MediaLibraryObject = adsEntity({
  lifecycle: mediaLibraryObjectLifecycle,
  table: mediaLibraryTable,
  routes: {
    path: 'accounts/:account_id/media_library',
    tag: 'ads: media library',
    get: true,
    list: {
      request: ListMediaLibraryRequest,
      query: (p: ListMediaLibraryRequest) => ({ filters: { media_type: p.media_type ? [p.media_type] : undefined }, q: p.q }),
    },
    delete: true,
    names: { many: 'MediaLibrary' },
  },
});
