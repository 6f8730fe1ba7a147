import type { DomainEvent } from '@platform/ddd';
import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { customAudienceDecider } from '../domain/custom-audience';
import { customAudienceAccessProjection } from './custom-audience-access.projection';

const base = { environment: 'sandbox' as const, accountId: 'acc-caa-owner', id: 'ca-caa-spec' };
const create = { ...base, type: 'CreateCustomAudience', fields: { name: 'CRM', description: null }, now: '2026-01-01T00:00:00Z' };
const grant = (level: 'READ_ONLY' | 'READ_WRITE', now: string) => ({
  ...base,
  type: 'GrantCustomAudiencePermission',
  permissionId: 'p-caa-spec',
  grantedAccountId: 'acc-caa-guest',
  permissionLevel: level,
  grantee: 'same_business',
  ownerSharesOutsideBusiness: false,
  now,
});
const revoke = { ...base, type: 'RevokeCustomAudiencePermission', permissionId: 'p-caa-spec', idParam: 'tailored_audience_permission_id', now: '2026-01-03T00:00:00Z' };
const history = (commands: object[]) => historyOf(customAudienceDecider as never, commands as never[]) as DomainEvent[];

describe('the custom audience access projection', () => {
  const db = testDatabase();
  const access = (commands: object[]) =>
    projectionSpec(customAudienceAccessProjection, db())
      .givenStreams(history(commands))
      .thenRows(`SELECT account_id, is_owner, permission_level FROM audiences.custom_audience_access WHERE environment = $1 AND audience_id = $2 ORDER BY is_owner DESC`, [
        base.environment,
        base.id,
      ]);
  const permissions = (commands: object[]) =>
    projectionSpec(customAudienceAccessProjection, db())
      .givenStreams(history(commands))
      .thenRows(`SELECT account_id, id, deleted, data FROM audiences.custom_audience_permissions WHERE environment = $1 AND audience_id = $2`, [base.environment, base.id]);

  it('gives the owner READ_WRITE access from the audience’s creation', async () => {
    expect(await access([create])).toEqual([{ account_id: 'acc-caa-owner', is_owner: true, permission_level: 'READ_WRITE' }]);
  });

  it('gives a granted account the level it was granted, and a new level when it changes', async () => {
    expect(await access([create, grant('READ_ONLY', '2026-01-02T00:00:00Z')])).toEqual([
      { account_id: 'acc-caa-owner', is_owner: true, permission_level: 'READ_WRITE' },
      { account_id: 'acc-caa-guest', is_owner: false, permission_level: 'READ_ONLY' },
    ]);
    expect((await access([create, grant('READ_ONLY', '2026-01-02T00:00:00Z'), grant('READ_WRITE', '2026-01-02T12:00:00Z')]))[1]).toMatchObject({
      permission_level: 'READ_WRITE',
    });
  });

  it('keeps the permission under the owner as the API shows it, its level changed in place', async () => {
    const [row] = await permissions([create, grant('READ_ONLY', '2026-01-02T00:00:00Z'), grant('READ_WRITE', '2026-01-02T12:00:00Z')]);
    expect(row).toMatchObject({ account_id: 'acc-caa-owner', id: 'p-caa-spec', deleted: false });
    expect(row.data).toEqual({
      id: 'p-caa-spec',
      tailored_audience_id: 'ca-caa-spec',
      granted_account_id: 'acc-caa-guest',
      permission_level: 'READ_WRITE',
      created_at: '2026-01-02T00:00:00Z',
      updated_at: '2026-01-02T12:00:00Z',
      deleted: false,
    });
  });

  it('takes the access away on a revocation, and keeps the permission marked deleted', async () => {
    const commands = [create, grant('READ_ONLY', '2026-01-02T00:00:00Z'), revoke];
    expect(await access(commands)).toEqual([{ account_id: 'acc-caa-owner', is_owner: true, permission_level: 'READ_WRITE' }]);
    expect(await permissions(commands)).toEqual([expect.objectContaining({ deleted: true, data: expect.objectContaining({ deleted: true, updated_at: '2026-01-03T00:00:00Z' }) })]);
  });
});
