import { StringParam } from '@platform/http';

/** A do-not-reach list takes a description only: its name is the API's own. */
export class CreateDoNotReachListRequest {
  @StringParam({ maxLength: 255 })
  description?: string;
}
