import { listEntityController } from '@platform/ads-entity';
import { MediaLibraryObject } from '../../entities/media-library-object.entity';
import { ListMediaLibraryRequest } from './list-media-library.request';

export class ListMediaLibraryController extends listEntityController(MediaLibraryObject, {
  path: 'accounts/:account_id/media_library',
  tag: 'ads: media library',
  request: ListMediaLibraryRequest,
  query: (p) => ({ filters: { media_type: p.media_type ? [p.media_type] : undefined }, q: p.q }),
}) {}
