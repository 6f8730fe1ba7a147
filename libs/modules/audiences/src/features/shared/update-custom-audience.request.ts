import { StringParam } from '@platform/http';

export class UpdateCustomAudienceRequest {
  @StringParam({ minLength: 1, maxLength: 255 })
  name?: string;

  @StringParam({ maxLength: 255 })
  description?: string;
}
