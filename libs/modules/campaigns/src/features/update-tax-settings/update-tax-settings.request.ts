import { EnumParam, StringParam } from '@platform/http';
import { BILL_TO, BUSINESS_RELATIONSHIPS, INVOICE_JURISDICTIONS, NOT_SET, TAX_CATEGORIES } from '../../domain/account-settings';
import { EMAIL } from '../shared/email-param';

/*
 * The PUT parameters of tax settings, each optional; an empty value unsets a
 * member, and so does `NOT_SET` for the two members answered so when unset.
 */
const BILL_TO_OR_UNSET = [...BILL_TO, NOT_SET] as const;
const JURISDICTION_OR_UNSET = [...INVOICE_JURISDICTIONS, NOT_SET] as const;

const text = { nullable: true, maxLength: 255 } as const;
const COUNTRY = { nullable: true, pattern: /^[A-Z]{2}$/, patternMessage: (p: string, v: unknown) => `Expected an ISO 3166-1 alpha-2 country code, got ${JSON.stringify(v)} for ${p}` } as const;

export class UpdateTaxSettingsRequest {
  @StringParam(text) address_city?: string | null;
  @StringParam(COUNTRY) address_country?: string | null;
  @StringParam(EMAIL) address_email?: string | null;
  @StringParam(text) address_first_name?: string | null;
  @StringParam(text) address_last_name?: string | null;
  @StringParam(text) address_name?: string | null;
  @StringParam(text) address_postal_code?: string | null;
  @StringParam(text) address_region?: string | null;
  @StringParam(text) address_street1?: string | null;
  @StringParam(text) address_street2?: string | null;
  @EnumParam(BILL_TO_OR_UNSET, { nullable: true }) bill_to?: (typeof BILL_TO_OR_UNSET)[number] | null;
  @EnumParam(BUSINESS_RELATIONSHIPS, { nullable: true }) business_relationship?: (typeof BUSINESS_RELATIONSHIPS)[number] | null;
  @StringParam(text) client_address_city?: string | null;
  @StringParam(COUNTRY) client_address_country?: string | null;
  @StringParam(EMAIL) client_address_email?: string | null;
  @StringParam(text) client_address_first_name?: string | null;
  @StringParam(text) client_address_last_name?: string | null;
  @StringParam(text) client_address_name?: string | null;
  @StringParam(text) client_address_postal_code?: string | null;
  @StringParam(text) client_address_region?: string | null;
  @StringParam(text) client_address_street1?: string | null;
  @StringParam(text) client_address_street2?: string | null;
  @EnumParam(JURISDICTION_OR_UNSET, { nullable: true }) invoice_jurisdiction?: (typeof JURISDICTION_OR_UNSET)[number] | null;
  @EnumParam(TAX_CATEGORIES, { nullable: true }) tax_category?: (typeof TAX_CATEGORIES)[number] | null;
  @StringParam(text) tax_exemption_id?: string | null;
  @StringParam(text) tax_id?: string | null;
}
