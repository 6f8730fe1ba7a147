import { StringParam } from '@platform/http';
import { MEDIA_KEY, MediaLibraryFieldsRequest } from '../shared/media-library-fields.request';

export class CreateMediaLibraryObjectRequest extends MediaLibraryFieldsRequest {
  @StringParam({ required: true, pattern: MEDIA_KEY })
  media_key: string;
}
