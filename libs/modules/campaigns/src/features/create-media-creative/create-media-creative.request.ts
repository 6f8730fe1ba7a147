import { StringParam } from '@platform/http';

export class CreateMediaCreativeRequest {
  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  line_item_id: string;

  @StringParam({ required: true, minLength: 1, maxLength: 64 })
  account_media_id: string;

  /** Where a click on the creative goes (optional). */
  @StringParam({ maxLength: 2048, pattern: /^https?:\/\/\S+$/, patternMessage: (p) => `${p} must be an absolute http(s) URL` })
  landing_url?: string;
}
