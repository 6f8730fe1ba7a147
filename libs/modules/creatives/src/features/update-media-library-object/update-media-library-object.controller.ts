import { updateEntityController } from '@platform/ads-entity';
import { MediaLibraryObject } from '../../entities/media-library-object.entity';
import { posterOf } from '../shared/library-poster';
import { MediaLibraryFieldsRequest } from '../shared/media-library-fields.request';
import { Uploads } from '../shared/uploads';

/** Changes the members an object of the library may set, its poster (videos) read from the upload's stream (guarded). */
export class UpdateMediaLibraryObjectController extends updateEntityController(MediaLibraryObject, {
  path: 'accounts/:account_id/media_library/:media_key',
  tag: 'ads: media library',
  request: MediaLibraryFieldsRequest,
  command: (p, { userId, get }) => ({ userId, mediaBaseUrl: get(Uploads).mediaBaseUrl, fields: p }),
  context: (_entities, { environment, get }, p) => async () => {
    const { poster, guards } = await posterOf(get(Uploads), environment, p);
    return { command: { poster }, guards };
  },
}) {}
