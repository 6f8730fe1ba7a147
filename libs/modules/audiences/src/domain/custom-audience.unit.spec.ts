import { deciderSpec } from '@platform/testing';
import type { DomainEvent } from '@platform/ddd';
import { customAudienceDecider, customAudienceLifecycle } from './custom-audience';

const spec = deciderSpec(customAudienceDecider as unknown as Parameters<typeof deciderSpec<object, object, DomainEvent>>[0]);
const base = { environment: 'production' as const, accountId: 'acc1', id: 'ca1' };
const audience = customAudienceLifecycle.create({ ...base, type: 'CreateCustomAudience', fields: { name: 'CRM', description: null }, now: 't0' });
const created = { type: 'audiences.CustomAudienceCreated', data: { environment: 'production', accountId: 'acc1', customAudience: audience } };
const operations = [{ type: 'Update', users: [{ email: ['a'.repeat(64)] }], effectiveAt: 't1', expiresAt: 't9' }];
const changed = (version: number) => ({
  type: 'audiences.CustomAudienceUsersChanged',
  data: { environment: 'production', accountId: 'acc1', customAudienceId: 'ca1', version, changedBy: 'acc1', operations },
});
const processing = {
  type: 'audiences.CustomAudienceUpdated',
  data: {
    environment: 'production',
    accountId: 'acc1',
    customAudienceId: 'ca1',
    changes: { reasons_not_targetable: { old: ['PROCESSING', 'TOO_SMALL'], new: ['PROCESSING'] } },
    updatedAt: 't1',
  },
};

/** The audience as its events leave it. */
const fold = (events: readonly DomainEvent[]) => (events.reduce(customAudienceDecider.evolve as never, customAudienceDecider.initialState()) as { entity: object }).entity;

describe('custom audience users and size', () => {
  it('is created PROCESSING and TOO_SMALL, and its first count of no users leaves it TOO_SMALL with no size', () => {
    expect(audience).toMatchObject({ audience_size: null, targetable: false, reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'] });
    const [event] = spec.given([created]).when({ ...base, accountId: '', type: 'RecordCustomAudienceSize', size: 0, usersVersion: 0, now: 't1' }).thenEvents();
    expect(event).toEqual({
      type: 'audiences.CustomAudienceSizeRecorded',
      data: { environment: 'production', accountId: 'acc1', customAudienceId: 'ca1', size: 0, usersVersion: 0, countedAt: 't1' },
    });
    expect(fold([created, event])).toMatchObject({ audience_size: null, targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
    // audiences created before (TOO_SMALL only) still read, and their first count changes nothing
    const before = { ...created, data: { ...created.data, customAudience: { ...audience, reasons_not_targetable: ['TOO_SMALL'] } } };
    spec.given([before]).when({ ...base, accountId: '', type: 'RecordCustomAudienceSize', size: 0, usersVersion: 0, now: 't1' }).then([]);
  });

  it('records a users change with its version, and makes the audience PROCESSING', () => {
    spec.given([created]).when({ ...base, type: 'ChangeCustomAudienceUsers', operations, now: 't1' }).then([changed(1), processing]);
    // already PROCESSING: only the change
    spec.given([created, changed(1), processing]).when({ ...base, type: 'ChangeCustomAudienceUsers', operations, now: 't2' }).then([changed(2)]);
  });

  it('refuses users changes from another account, and on a deleted audience', () => {
    spec.given([created]).when({ ...base, accountId: 'acc2', type: 'ChangeCustomAudienceUsers', operations, now: 't1' }).thenThrows({ kind: 'not_found', parameter: 'custom_audience_id' });
    const deleted = { type: 'audiences.CustomAudienceDeleted', data: { environment: 'production', accountId: 'acc1', customAudienceId: 'ca1', deletedAt: 't1' } };
    spec.given([created, deleted]).when({ ...base, type: 'ChangeCustomAudienceUsers', operations, now: 't2' }).thenThrows({ kind: 'not_found' });
  });

  it('takes the count of the latest change: targetable from 100 users, TOO_SMALL below', () => {
    const given = [created, changed(1), processing];
    const [event] = spec.given(given).when({ ...base, accountId: '', type: 'RecordCustomAudienceSize', size: 100, usersVersion: 1, now: 't2' }).thenEvents();
    expect(fold([...given, event])).toMatchObject({ audience_size: 100, targetable: true, reasons_not_targetable: [], updated_at: 't2' });
    const [small] = spec.given(given).when({ ...base, accountId: '', type: 'RecordCustomAudienceSize', size: 99, usersVersion: 1, now: 't2' }).thenEvents();
    expect(fold([...given, small])).toMatchObject({ audience_size: 99, targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
  });

  it('still folds a count stored as an update of its members, as counts once were', () => {
    const counted = {
      type: 'audiences.CustomAudienceUpdated',
      data: {
        environment: 'production',
        accountId: 'acc1',
        customAudienceId: 'ca1',
        changes: { audience_size: { old: null, new: 100 }, targetable: { old: false, new: true }, reasons_not_targetable: { old: ['PROCESSING'], new: [] } },
        updatedAt: 't2',
      },
    };
    expect(fold([created, changed(1), processing, counted])).toMatchObject({ audience_size: 100, targetable: true, reasons_not_targetable: [] });
  });

  it('ignores a stale count: one for an older change, or a sweep while a change waits', () => {
    const given = [created, changed(1), processing, changed(2)];
    spec.given(given).when({ ...base, accountId: '', type: 'RecordCustomAudienceSize', size: 5, usersVersion: 1, now: 't3' }).then([]);
    spec.given(given).when({ ...base, accountId: '', type: 'RecordCustomAudienceSize', size: 5, now: 't3' }).then([]);
    expect(spec.given(given).when({ ...base, accountId: '', type: 'RecordCustomAudienceSize', size: 5, usersVersion: 2, now: 't3' }).thenEvents()).toHaveLength(1);
  });
});

describe('sharing a custom audience', () => {
  const grant = (overrides: Record<string, unknown> = {}) => ({
    ...base,
    type: 'GrantCustomAudiencePermission',
    permissionId: 'p1',
    grantedAccountId: 'acc2',
    permissionLevel: 'READ_ONLY',
    grantee: 'same_business',
    ownerSharesOutsideBusiness: false,
    now: 't1',
    ...overrides,
  });
  const granted = {
    type: 'audiences.CustomAudiencePermissionGranted',
    data: {
      environment: 'production',
      accountId: 'acc1',
      customAudienceId: 'ca1',
      permission: { id: 'p1', tailored_audience_id: 'ca1', granted_account_id: 'acc2', permission_level: 'READ_ONLY', created_at: 't1', updated_at: 't1', deleted: false },
    },
  };

  it('grants within the business, or outside it with the feature', () => {
    spec.given([created]).when(grant()).then([granted]);
    spec.given([created]).when(grant({ grantee: 'other_business' })).thenThrows({ parameter: 'granted_account_id', message: expect.stringContaining('SHARE_AUDIENCE_OUTSIDE_BUSINESS') });
    expect(spec.given([created]).when(grant({ grantee: 'other_business', ownerSharesOutsideBusiness: true })).thenEvents()).toHaveLength(1);
    spec.given([created]).when(grant({ grantee: 'unknown_account' })).thenThrows({ parameter: 'granted_account_id' });
    spec.given([created]).when(grant({ grantedAccountId: 'acc1' })).thenThrows({ parameter: 'granted_account_id' });
  });

  it('changes the level of an existing grant, and does nothing for the same level', () => {
    spec.given([created, granted]).when(grant({ permissionId: 'p2' })).then([]);
    const [changed] = spec.given([created, granted]).when(grant({ permissionId: 'p2', permissionLevel: 'READ_WRITE', now: 't2' })).thenEvents();
    expect(changed.data).toMatchObject({ permission: { id: 'p1', permission_level: 'READ_WRITE', updated_at: 't2' } });
  });

  it('lets only the owner share and revoke; READ_ONLY may not change users, READ_WRITE may', () => {
    spec.given([created, granted]).when(grant({ accountId: 'acc2', grantedAccountId: 'acc3' })).thenThrows({ kind: 'forbidden' });
    spec.given([created]).when(grant({ accountId: 'acc9' })).thenThrows({ kind: 'not_found' });
    const users = { ...base, accountId: 'acc2', type: 'ChangeCustomAudienceUsers', operations, now: 't2' };
    spec.given([created, granted]).when(users).thenThrows({ kind: 'forbidden', message: expect.stringContaining('READ_ONLY') });
    const readWrite = { ...granted, data: { ...granted.data, permission: { ...granted.data.permission, permission_level: 'READ_WRITE' } } };
    expect(spec.given([created, readWrite]).when(users).thenEvents()[0].data).toMatchObject({ changedBy: 'acc2', accountId: 'acc1' });
  });

  it('revokes a standing permission once; after it the account has no access', () => {
    const revoke = { ...base, type: 'RevokeCustomAudiencePermission', permissionId: 'p1', idParam: 'tailored_audience_permission_id', now: 't3' };
    const revoked = {
      type: 'audiences.CustomAudiencePermissionRevoked',
      data: { environment: 'production', accountId: 'acc1', customAudienceId: 'ca1', permissionId: 'p1', grantedAccountId: 'acc2', revokedAt: 't3' },
    };
    spec.given([created, granted]).when(revoke).then([revoked]);
    spec.given([created, granted, revoked]).when(revoke).thenThrows({ kind: 'not_found', parameter: 'tailored_audience_permission_id' });
    spec
      .given([created, granted, revoked])
      .when({ ...base, accountId: 'acc2', type: 'ChangeCustomAudienceUsers', operations, now: 't4' })
      .thenThrows({ kind: 'not_found' });
  });
});
