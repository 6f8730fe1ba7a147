import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';

/** Tracking tags and apps on line items, and the calling user's access to an account. */
describe('line item extras and user access', () => {
  let t: TestApp;
  let api: string;
  let ads: AdsCaller;
  let acct: string;
  let campaign: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = await t.listen();
    ads = await adsCaller(t, { api });
    acct = `/12/accounts/${ads.accountId}`;
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0].id;
    campaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi, name: 'Extras', daily_budget_amount_local_micro: 1_000_000 })).body.data.id;
  });
  afterAll(() => t.close());

  const lineItem = async (params: Record<string, string> = {}) =>
    (await ads.post(`${acct}/line_items`, { campaign_id: campaign, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM', ...params })).body.data.id as string;
  const errorOf = (res: { body: any }) => res.body.errors[0];

  it('keeps tracking tags on line items: create, change, list, get, delete', async () => {
    const li = await lineItem();
    const created = await ads.post(`${acct}/tracking_tags`, { line_item_id: li, tracking_tag_type: 'IMPRESSION_TAG', tracking_tag_url: 'https://ad.doubleclick.net/ddm/trackimp/N1' });
    expect(created.status).toBe(200);
    const tag = created.body.data;
    expect(tag).toEqual({
      id: expect.any(String),
      line_item_id: li,
      tracking_tag_type: 'IMPRESSION_TAG',
      tracking_tag_url: 'https://ad.doubleclick.net/ddm/trackimp/N1',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    const changed = await ads.put(`${acct}/tracking_tags/${tag.id}`, { tracking_tag_url: 'https://ad.doubleclick.net/ddm/trackimp/N2' });
    expect(changed.body.data.tracking_tag_url).toBe('https://ad.doubleclick.net/ddm/trackimp/N2');
    expect((await ads.get(`${acct}/tracking_tags`, { line_item_ids: [li] })).body.data).toEqual([changed.body.data]);
    expect((await ads.get(`${acct}/tracking_tags/${tag.id}`)).body.data).toEqual(changed.body.data);
    expect(errorOf(await ads.put(`${acct}/tracking_tags/${tag.id}`, { tracking_tag_url: 'not a url' }))).toMatchObject({ parameter: 'tracking_tag_url' });
    expect(errorOf(await ads.post(`${acct}/tracking_tags`, { line_item_id: 'nope', tracking_tag_type: 'IMPRESSION_TAG', tracking_tag_url: 'https://x.example/t' }))).toMatchObject({ parameter: 'line_item_id' });
    expect(errorOf(await ads.post(`${acct}/tracking_tags`, { line_item_id: li, tracking_tag_type: 'CLICK_TAG', tracking_tag_url: 'https://x.example/t' }))).toMatchObject({ parameter: 'tracking_tag_type' });
    expect((await ads.delete(`${acct}/tracking_tags/${tag.id}`)).body.data.deleted).toBe(true);
    expect((await ads.get(`${acct}/tracking_tags/${tag.id}`)).status).toBe(404);
  });

  it('keeps apps on app-objective line items: create, change, list, get, delete', async () => {
    const li = await lineItem({ objective: 'APP_INSTALLS', ios_app_store_identifier: '333903271' });
    const created = await ads.post(`${acct}/line_item_apps`, { line_item_id: li, os_type: 'IOS', app_store_identifier: '333903271' });
    expect(created.status).toBe(200);
    const app = created.body.data;
    expect(app).toEqual({
      id: expect.any(String),
      line_item_id: li,
      os_type: 'IOS',
      app_store_identifier: '333903271',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    const android = await ads.put(`${acct}/line_item_apps/${app.id}`, { os_type: 'ANDROID', app_store_identifier: 'com.example.app' });
    expect(android.body.data).toMatchObject({ os_type: 'ANDROID', app_store_identifier: 'com.example.app' });
    expect(errorOf(await ads.put(`${acct}/line_item_apps/${app.id}`, { os_type: 'IOS' }))).toMatchObject({ parameter: 'app_store_identifier' });
    expect((await ads.get(`${acct}/line_item_apps`, { line_item_ids: [li] })).body.data).toEqual([android.body.data]);
    expect(errorOf(await ads.post(`${acct}/line_item_apps`, { line_item_id: await lineItem(), os_type: 'IOS', app_store_identifier: '1' }))).toMatchObject({ parameter: 'line_item_id' });
    expect((await ads.delete(`${acct}/line_item_apps/${app.id}`)).body.data.deleted).toBe(true);
    expect((await ads.get(`${acct}/line_item_apps/${app.id}`)).status).toBe(404);
  });

  it('says what the calling user may do on the account', async () => {
    const mine = await ads.get(`${acct}/authenticated_user_access`);
    expect(mine.body.data).toEqual({ user_id: ads.userId, permissions: ['ACCOUNT_ADMIN', 'POST_COMPOSER'] });
    const colleague = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('ua'), password: 'x' })).body.data;
    await admin(t).post(`/admin/ad_accounts/${ads.accountId}/users`, { user_id: colleague.id }).expect(201);
    const token = (await admin(t).post(`/admin/users/${colleague.id}/access_tokens`, { app_id: ads.appId, access_type: 'write' })).body.data;
    const theirs = await signedFetch('GET', `${api}${acct}/authenticated_user_access`, { consumer: ads.consumer, token: { key: token.oauth_token, secret: token.oauth_token_secret } });
    expect((await theirs.json()).data).toEqual({ user_id: colleague.id, permissions: ['AD_MANAGER', 'POST_COMPOSER'] });
    const stranger = await adsCaller(t, { api });
    expect((await stranger.get(`${acct}/authenticated_user_access`)).status).toBe(403);
  });
});

describe('tax and user settings', () => {
  let t: TestApp;
  let ads: AdsCaller;
  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen() });
  });
  afterAll(() => t.close());

  it('answers tax settings unset until a PUT sets them, then as set; an empty value unsets', async () => {
    const path = `/12/accounts/${ads.accountId}/tax_settings`;
    const unset = await ads.get(path);
    expect(unset.status).toBe(200);
    expect(unset.body.data).toMatchObject({ account_id: ads.accountId, address_city: null, bill_to: null, tax_category: null, tax_id: null, client_address_street2: null });
    expect(Object.keys(unset.body.data)).toHaveLength(27);
    const set = await ads.put(path, { address_city: 'Berlin', address_country: 'DE', bill_to: 'ADVERTISER', business_relationship: 'SELF', tax_category: 'BUSINESS_WITH_VAT', tax_id: 'DE123456789' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ account_id: ads.accountId, address_city: 'Berlin', address_country: 'DE', bill_to: 'ADVERTISER', tax_category: 'BUSINESS_WITH_VAT', tax_id: 'DE123456789', address_name: null });
    expect(set.body.data).not.toHaveProperty('id');
    expect((await ads.get(path)).body.data).toEqual(set.body.data);
    const changed = await ads.put(path, { address_city: '', tax_exemption_id: 'EX-1' });
    expect(changed.body.data).toMatchObject({ address_city: null, address_country: 'DE', tax_exemption_id: 'EX-1' });
    for (const [params, parameter] of [
      [{ bill_to: 'NOBODY' }, 'bill_to'],
      [{ address_country: 'Germany' }, 'address_country'],
      [{ address_email: 'nope' }, 'address_email'],
      [{ tax_category: 'PERSON' }, 'tax_category'],
    ] as const) {
      const res = await ads.put(path, params);
      expect({ params, status: res.status, parameter: res.body.errors?.[0]?.parameter }).toEqual({ params, status: 400, parameter });
    }
  });

  it('keeps each user’s own settings on the account', async () => {
    const path = `/12/accounts/${ads.accountId}/user_settings/${ads.userId}`;
    expect((await ads.get(path)).body.data).toEqual({ user_id: ads.userId, notification_email: null, contact_phone: null, contact_phone_extension: null, subscribed_email_types: [] });
    const set = await ads.put(path, { notification_email: 'ads@example.com', contact_phone: '+49 30 1234567', subscribed_email_types: ['BILLING', 'PERFORMANCE'] });
    expect(set.body.data).toEqual({ user_id: ads.userId, notification_email: 'ads@example.com', contact_phone: '+49 30 1234567', contact_phone_extension: null, subscribed_email_types: ['BILLING', 'PERFORMANCE'] });
    expect((await ads.get(path)).body.data).toEqual(set.body.data);
    expect((await ads.put(path, { subscribed_email_types: '' })).body.data.subscribed_email_types).toEqual([]);
    expect((await ads.put(path, { subscribed_email_types: 'SPAM' })).body.errors[0]).toMatchObject({ parameter: 'subscribed_email_types' });
    const colleague = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('us'), password: 'x' })).body.data;
    await admin(t).post(`/admin/ad_accounts/${ads.accountId}/users`, { user_id: colleague.id }).expect(201);
    const theirs = await ads.get(`/12/accounts/${ads.accountId}/user_settings/${colleague.id}`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.errors[0]).toMatchObject({ parameter: 'user_id' });
  });
});
