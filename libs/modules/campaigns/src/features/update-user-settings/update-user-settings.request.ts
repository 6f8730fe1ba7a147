import { CsvParam, StringParam } from '@platform/http';
import { EMAIL_TYPES } from '../../domain/account-settings';
import { EMAIL } from '../update-tax-settings/update-tax-settings.request';

/** The PUT parameters of user settings, each optional; an empty value unsets a member. */
export class UpdateUserSettingsRequest {
  @StringParam(EMAIL) notification_email?: string | null;
  @StringParam({ nullable: true, maxLength: 32, pattern: /^\+?[0-9 ()-]{3,32}$/, patternMessage: (p, v) => `Expected a phone number, got ${JSON.stringify(v)} for ${p}` })
  contact_phone?: string | null;
  @StringParam({ nullable: true, maxLength: 10, pattern: /^[0-9]{1,10}$/, patternMessage: (p, v) => `Expected digits, got ${JSON.stringify(v)} for ${p}` })
  contact_phone_extension?: string | null;
  @CsvParam({ nullable: true, values: EMAIL_TYPES, max: EMAIL_TYPES.length })
  subscribed_email_types?: Array<(typeof EMAIL_TYPES)[number]> | null;
}
