import { deciderSpec } from '@platform/testing';
import {
  type SetTaxSettings,
  type SetUserSettings,
  taxSettingsAnswer,
  taxSettingsChangedV1ToV2,
  taxSettingsDecider,
  taxSettingsSetV1ToV2,
  unsetTaxSettings,
  userSettingsAnswer,
  userSettingsChangedV1ToV2,
  userSettingsDecider,
  userSettingsSetV1ToV2,
} from './account-settings';

const base = { environment: 'production' as const, accountId: 'acc1', now: '2026-01-01T00:00:00Z' };
const setTax: SetTaxSettings = { ...base, type: 'SetTaxSettings', id: 'acc1', patch: { address_city: 'Dublin', bill_to: 'ADVERTISER' } };
const setUser: SetUserSettings = { ...base, type: 'SetUserSettings', id: 'acc1.101', userId: '101', callerId: '101', patch: { notification_email: 'a@example.com' } };

describe('tax settings decider', () => {
  const spec = deciderSpec(taxSettingsDecider);

  it('sets the first time, every member unset but those given', () => {
    const [set] = spec.given([]).when(setTax).thenEvents();
    expect(set.type).toBe('campaigns.TaxSettingsSet');
    expect(set.data.taxSettings).toMatchObject({ account_id: 'acc1', address_city: 'Dublin', bill_to: 'ADVERTISER', tax_id: null, tax_category: null });
  });

  it('changes only the members given the next time', () => {
    const first = spec.given([]).when(setTax).thenEvents();
    const [changed] = spec.given(first).when({ ...setTax, patch: { address_city: null, tax_id: 'IE123' } }).thenEvents();
    expect(changed.type).toBe('campaigns.TaxSettingsChanged');
    expect(changed.data.changes).toEqual({ address_city: { old: 'Dublin', new: null }, tax_id: { old: null, new: 'IE123' } });
  });

  it('reads NOT_SET, as the answer spells an unset bill_to or jurisdiction, as unsetting it', () => {
    const first = spec.given([]).when({ ...setTax, patch: { bill_to: 'ADVERTISER', invoice_jurisdiction: 'LOI_SAPIN' } }).thenEvents();
    const [changed] = spec.given(first).when({ ...setTax, patch: { bill_to: 'NOT_SET', invoice_jurisdiction: 'NOT_SET' } }).thenEvents();
    expect(changed.data.changes).toEqual({ bill_to: { old: 'ADVERTISER', new: null }, invoice_jurisdiction: { old: 'LOI_SAPIN', new: null } });
    // sending an unset member back unchanged is no change
    spec.given([...first, changed]).when({ ...setTax, patch: { bill_to: 'NOT_SET', invoice_jurisdiction: 'NOT_SET' } }).then([]);
  });

  it('answers the members the API shows, address_name as address_company, NOT_SET for what is unset', () => {
    const answer = taxSettingsAnswer({ ...unsetTaxSettings('acc1'), address_name: 'ABC Co.', client_address_city: 'Paris', tax_exemption_id: 'EX1' });
    expect(answer).toEqual({
      tax_id: null,
      address_city: null,
      business_relationship: null,
      address_street1: null,
      address_last_name: null,
      address_company: 'ABC Co.',
      tax_category: null,
      address_postal_code: null,
      bill_to: 'NOT_SET',
      address_region: null,
      address_country: null,
      address_first_name: null,
      invoice_jurisdiction: 'NOT_SET',
      address_street2: null,
      address_email: null,
    });
  });

  it('reads the first name aviary gave the LOI jurisdiction in version 1 events as LOI_SAPIN', () => {
    expect(taxSettingsSetV1ToV2({ taxSettings: { invoice_jurisdiction: 'LOI_SAUDI_ARABIA', tax_id: 'x' } })).toEqual({ taxSettings: { invoice_jurisdiction: 'LOI_SAPIN', tax_id: 'x' } });
    expect(taxSettingsSetV1ToV2({ taxSettings: { invoice_jurisdiction: 'NONE' } }).taxSettings.invoice_jurisdiction).toBe('NONE');
    expect(taxSettingsChangedV1ToV2({ changes: { invoice_jurisdiction: { old: null, new: 'LOI_SAUDI_ARABIA' } } }).changes).toEqual({
      invoice_jurisdiction: { old: null, new: 'LOI_SAPIN' },
    });
    expect(taxSettingsChangedV1ToV2({ changes: { tax_id: { old: null, new: 'x' } } }).changes).toEqual({ tax_id: { old: null, new: 'x' } });
  });
});

describe('user settings decider', () => {
  const spec = deciderSpec(userSettingsDecider);

  it('sets and then changes a user its own settings', () => {
    const first = spec.given([]).when(setUser).thenEvents();
    expect(first.map((e) => e.type)).toEqual(['campaigns.UserSettingsSet']);
    const [changed] = spec.given(first).when({ ...setUser, patch: { contact_phone: '+1 555 0100' } }).thenEvents();
    expect(changed.type).toBe('campaigns.UserSettingsChanged');
    expect(changed.data.changes).toEqual({ contact_phone: { old: null, new: '+1 555 0100' } });
  });

  it('answers the three contact members, empty when unset', () => {
    expect(userSettingsAnswer({ notification_email: 'a@example.com', contact_phone: null, contact_phone_extension: null })).toEqual({
      notification_email: 'a@example.com',
      contact_phone: '',
      contact_phone_extension: '',
    });
  });

  it('drops the email types version 1 events held', () => {
    expect(userSettingsSetV1ToV2({ userSettings: { user_id: 'u1', notification_email: null, subscribed_email_types: ['BILLING'] } })).toEqual({
      userSettings: { user_id: 'u1', notification_email: null },
    });
    expect(userSettingsChangedV1ToV2({ changes: { subscribed_email_types: { old: [], new: ['BILLING'] }, contact_phone: { old: null, new: '1' } } }).changes).toEqual({
      contact_phone: { old: null, new: '1' },
    });
  });

  it('refuses a user id that is not a number', () => {
    spec.given([]).when({ ...setUser, id: 'acc1.me', userId: 'me', callerId: '101' }).thenThrows({ kind: 'invalid', parameter: 'user_id' });
  });

  it("refuses another user's settings, whether set or not", () => {
    spec.given([]).when({ ...setUser, callerId: '102' }).thenThrows({ kind: 'forbidden', parameter: 'user_id' });
    const first = spec.given([]).when(setUser).thenEvents();
    spec.given(first).when({ ...setUser, callerId: '102' }).thenThrows({ kind: 'forbidden', parameter: 'user_id' });
  });
});
