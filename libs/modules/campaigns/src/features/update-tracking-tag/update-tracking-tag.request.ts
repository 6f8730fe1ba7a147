import { StringParam } from '@platform/http';

/** PUT changes the URL, which it requires; the line item and the type stay. */
export class UpdateTrackingTagRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 2048 })
  tracking_tag_url: string;
}
