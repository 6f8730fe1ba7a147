import { adsEntity, writeRoute } from '@platform/ads-entity';
import { mediaLibraryObjectLifecycle } from '../domain/media-library-object';
import { ListMediaLibraryRequest } from '../features/list-media-library/list-media-library.request';
import { posterOf } from '../features/shared/library-poster';
import { MediaLibraryFieldsRequest } from '../features/shared/media-library-fields.request';
import { Uploads } from '../features/shared/uploads';
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
    // the members an object of the library may set, its poster (videos) read from the upload's stream (guarded)
    update: writeRoute(MediaLibraryFieldsRequest, {
      command: (p, { userId, get }) => ({ userId, mediaBaseUrl: get(Uploads).mediaBaseUrl, fields: p }),
      context: (_entities, { environment, get }, p) => async () => {
        const { poster, guards } = await posterOf(get(Uploads), environment, p);
        return { command: { poster }, guards };
      },
    }),
    delete: true,
    names: { many: 'MediaLibrary' },
  },
});
