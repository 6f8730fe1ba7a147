import { getEntityController } from '@platform/ads-entity';
import { MediaLibraryObject } from '../../entities/media-library-object.entity';

export class GetMediaLibraryObjectController extends getEntityController(MediaLibraryObject, {
  path: 'accounts/:account_id/media_library/:media_key',
  tag: 'ads: media library',
}) {}
