import { deciderSpec } from '@platform/testing';
import { type SetTaxSettings, type SetUserSettings, taxSettingsDecider, userSettingsDecider } from './account-settings';

const base = { environment: 'production' as const, accountId: 'acc1', now: '2026-01-01T00:00:00Z' };
const setTax: SetTaxSettings = { ...base, type: 'SetTaxSettings', id: 'acc1', patch: { address_city: 'Dublin', bill_to: 'ADVERTISER' } };
const setUser: SetUserSettings = { ...base, type: 'SetUserSettings', id: 'acc1.u1', userId: 'u1', callerId: 'u1', patch: { notification_email: 'a@example.com' } };

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
});

describe('user settings decider', () => {
  const spec = deciderSpec(userSettingsDecider);

  it('sets and then changes a user its own settings', () => {
    const first = spec.given([]).when(setUser).thenEvents();
    expect(first.map((e) => e.type)).toEqual(['campaigns.UserSettingsSet']);
    const [changed] = spec.given(first).when({ ...setUser, patch: { subscribed_email_types: ['BILLING'] } }).thenEvents();
    expect(changed.type).toBe('campaigns.UserSettingsChanged');
    expect(changed.data.changes).toEqual({ subscribed_email_types: { old: [], new: ['BILLING'] } });
  });

  it("refuses another user's settings, whether set or not", () => {
    spec.given([]).when({ ...setUser, callerId: 'u2' }).thenThrows({ kind: 'forbidden', parameter: 'user_id' });
    const first = spec.given([]).when(setUser).thenEvents();
    spec.given(first).when({ ...setUser, callerId: 'u2' }).thenThrows({ kind: 'forbidden', parameter: 'user_id' });
  });
});
