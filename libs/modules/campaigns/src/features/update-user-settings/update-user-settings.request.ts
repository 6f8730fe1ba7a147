import { StringParam } from '@platform/http';
import { EMAIL } from '../shared/email-param';

/** The PUT parameters of user settings, each optional; an empty value unsets a member. */
export class UpdateUserSettingsRequest {
  @StringParam(EMAIL) notification_email?: string | null;
  @StringParam({ nullable: true, maxLength: 32, pattern: /^\+?[0-9 ()-]{3,32}$/, patternMessage: (p, v) => `Expected a phone number, got ${JSON.stringify(v)} for ${p}` })
  contact_phone?: string | null;
  @StringParam({ nullable: true, maxLength: 10, pattern: /^[0-9]{1,10}$/, patternMessage: (p, v) => `Expected digits, got ${JSON.stringify(v)} for ${p}` })
  contact_phone_extension?: string | null;
}
