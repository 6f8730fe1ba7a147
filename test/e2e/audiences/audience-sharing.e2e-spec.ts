import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';
import { hashedEmails } from '../../support/hashed-users';

/**
 * Sharing custom audiences: permissions through the `/12` custom audience and
 * the `/5` tailored audience paths (the same grants), inside a business or,
 * with SHARE_AUDIENCE_OUTSIDE_BUSINESS, outside it; what a granted account
 * then sees and may do, and what a revoked permission takes away.
 */
describe('sharing custom audiences', () => {
  let t: TestApp;
  let owner: AdsCaller;
  let partner: AdsCaller;
  let ownerAccount: string;
  let sameBusiness: string;
  let otherBusiness: string;
  beforeAll(async () => {
    t = await startTestApp();
    const base = await t.listen();
    owner = await adsCaller(t, { api: base });
    partner = await adsCaller(t, { api: base });
    const business = `biz-${Date.now()}`;
    const account = async (userId: string, extra: Record<string, unknown>) =>
      (await admin(t).post('/admin/ad_accounts', { user_id: userId, name: 'Shared', ...extra }).expect(201)).body.data.id as string;
    ownerAccount = await account(owner.userId, { business_id: business });
    sameBusiness = await account(partner.userId, { business_id: business });
    otherBusiness = await account(partner.userId, { business_id: `${business}-other` });
  });
  afterAll(() => t.close());

  const audiences = (account: string) => `/12/accounts/${account}/custom_audiences`;
  const tailored = (account: string, id: string) => `/5/accounts/${account}/tailored_audiences/${id}/permissions`;

  it('shares within a business; the granted account sees it with its own access, READ_ONLY cannot change it', async () => {
    const id = (await owner.post(audiences(ownerAccount), { name: 'Shared buyers' })).body.data.id;
    const granted = await owner.post(`${audiences(ownerAccount)}/${id}/permissions`, { granted_account_id: sameBusiness, permission_level: 'READ_ONLY' });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toEqual({
      id: expect.any(String),
      custom_audience_id: id,
      granted_account_id: sameBusiness,
      permission_level: 'READ_ONLY',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });

    // the granted account lists it among those shared with it (its own by default), and reads it, as not its owner
    const seen = (await partner.get(audiences(sameBusiness), { permission_scope: 'SHARED' })).body.data;
    expect(seen).toEqual([expect.objectContaining({ id, is_owner: false, permission_level: 'READ_ONLY', owner_account_id: ownerAccount })]);
    expect((await partner.get(audiences(sameBusiness))).body.data).toEqual([]);
    expect((await partner.get(audiences(sameBusiness), { permission_scope: 'OWNER' })).body.data).toEqual([]);
    expect((await partner.get(`${audiences(sameBusiness)}/${id}`)).body.data).toMatchObject({ id, is_owner: false });
    expect((await owner.get(`${audiences(ownerAccount)}/${id}`)).body.data).toMatchObject({ is_owner: true, permission_level: 'READ_WRITE' });

    // READ_ONLY: no users, no renaming, no sharing on
    const users = [{ operation_type: 'Update', params: { users: hashedEmails('ro', 1) } }];
    const refused = await partner.request('POST', `${audiences(sameBusiness)}/${id}/users`, {}, { json: users });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toContain('READ_ONLY');
    expect((await partner.put(`${audiences(sameBusiness)}/${id}`, { name: 'Mine now' })).status).toBe(404);
    const reshare = await partner.post(`${audiences(sameBusiness)}/${id}/permissions`, { granted_account_id: otherBusiness, permission_level: 'READ_ONLY' });
    expect(reshare.status).toBe(403);
    expect(reshare.body.errors[0].message).toContain('is_owner');

    // the /5 path shows the same grant; upgraded to READ_WRITE, the partner may add users
    const { custom_audience_id: audienceId, ...grant } = granted.body.data;
    expect((await owner.get(tailored(ownerAccount, id))).body.data).toEqual([{ ...grant, tailored_audience_id: audienceId }]);
    const upgraded = await owner.post(tailored(ownerAccount, id), { granted_account_id: sameBusiness, permission_level: 'READ_WRITE' });
    expect(upgraded.body.data).toMatchObject({ id: granted.body.data.id, tailored_audience_id: id, permission_level: 'READ_WRITE' });
    expect((await partner.get(`${audiences(sameBusiness)}/${id}`)).body.data.permission_level).toBe('READ_WRITE');
    expect((await partner.request('POST', `${audiences(sameBusiness)}/${id}/users`, {}, { json: users })).status).toBe(200);
    // the partner sees its own permission only
    expect((await partner.get(tailored(sameBusiness, id))).body.data.map((p: { id: string }) => p.id)).toEqual([granted.body.data.id]);
  });

  it('refuses sharing outside the business unless the owner has SHARE_AUDIENCE_OUTSIDE_BUSINESS', async () => {
    const id = (await owner.post(audiences(ownerAccount), { name: 'Outside' })).body.data.id;
    const refused = await owner.post(tailored(ownerAccount, id), { granted_account_id: otherBusiness, permission_level: 'READ_ONLY' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'granted_account_id', message: expect.stringContaining('SHARE_AUDIENCE_OUTSIDE_BUSINESS') });
    // no business at all is no business in common
    const noBusiness = await owner.post(tailored(owner.accountId, (await owner.post(audiences(owner.accountId), { name: 'Alone' })).body.data.id), {
      granted_account_id: sameBusiness,
      permission_level: 'READ_ONLY',
    });
    expect(noBusiness.status).toBe(400);
    const unknown = await owner.post(tailored(ownerAccount, id), { granted_account_id: 'zzzzzz', permission_level: 'READ_ONLY' });
    expect(unknown.body.errors[0]).toMatchObject({ parameter: 'granted_account_id', message: expect.stringContaining('not an ad account') });
    const self = await owner.post(tailored(ownerAccount, id), { granted_account_id: ownerAccount, permission_level: 'READ_ONLY' });
    expect(self.status).toBe(400);
    const missing = await owner.post(tailored(ownerAccount, id), { granted_account_id: otherBusiness });
    expect(missing.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'permission_level' });

    // the owner account gets the feature: now it may
    const outsideAccount = (
      await admin(t).post('/admin/ad_accounts', { user_id: owner.userId, name: 'Agency', feature_keys: ['SHARE_AUDIENCE_OUTSIDE_BUSINESS'] }).expect(201)
    ).body.data.id;
    const agencyAudience = (await owner.post(audiences(outsideAccount), { name: 'Agency list' })).body.data.id;
    const shared = await owner.post(tailored(outsideAccount, agencyAudience), { granted_account_id: otherBusiness, permission_level: 'READ_ONLY' });
    expect(shared.status).toBe(200);
    expect((await partner.get(audiences(otherBusiness), { permission_scope: 'SHARED' })).body.data.map((a: { id: string }) => a.id)).toContain(agencyAudience);
  });

  it('revokes: the permission answers deleted, the granted account no longer sees the audience', async () => {
    const id = (await owner.post(audiences(ownerAccount), { name: 'Revoked' })).body.data.id;
    const permission = (await owner.post(tailored(ownerAccount, id), { granted_account_id: sameBusiness, permission_level: 'READ_WRITE' })).body.data;
    expect((await partner.get(`${audiences(sameBusiness)}/${id}`)).status).toBe(200);
    // only the owner revokes
    expect((await partner.delete(`${tailored(sameBusiness, id)}/${permission.id}`)).status).toBe(403);

    const revoked = await owner.delete(`${tailored(ownerAccount, id)}/${permission.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: permission.id, tailored_audience_id: id, deleted: true });
    expect((await partner.get(`${audiences(sameBusiness)}/${id}`)).status).toBe(404);
    expect((await partner.get(audiences(sameBusiness), { permission_scope: 'SHARED' })).body.data.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await owner.get(tailored(ownerAccount, id))).body.data).toEqual([]);
    expect((await owner.get(tailored(ownerAccount, id), { with_deleted: true })).body.data).toEqual([expect.objectContaining({ id: permission.id, deleted: true })]);
    expect((await owner.delete(`${tailored(ownerAccount, id)}/${permission.id}`)).body.errors[0]).toMatchObject({ code: 'NOT_FOUND', parameter: 'tailored_audience_permission_id' });
    // the /12 path deletes as well
    const again = (await owner.post(`${audiences(ownerAccount)}/${id}/permissions`, { granted_account_id: sameBusiness, permission_level: 'READ_ONLY' })).body.data;
    expect(again.id).not.toBe(permission.id);
    const gone = await owner.delete(`${audiences(ownerAccount)}/${id}/permissions/${again.id}`);
    expect(gone.body.data).toMatchObject({ id: again.id, custom_audience_id: id, deleted: true });
    // permissions of an audience the account cannot see: not found
    expect((await partner.get(tailored(sameBusiness, id))).status).toBe(404);
  });
});
