import { StringParam } from '@platform/http';

export class CreateCustomAudienceRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 255 })
  name: string;

  @StringParam({ maxLength: 255 })
  description?: string;
}
