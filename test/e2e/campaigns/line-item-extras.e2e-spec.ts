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

  it('takes click trackers beside impression tags, and a PUT must name the URL', async () => {
    const li = await lineItem();
    const click = await ads.post(`${acct}/tracking_tags`, { line_item_id: li, tracking_tag_type: 'CLICK_TRACKER', tracking_tag_url: 'https://clicks.example/c?id=1;src=ads' });
    expect(click.status).toBe(200);
    expect(click.body.data).toMatchObject({ line_item_id: li, tracking_tag_type: 'CLICK_TRACKER', tracking_tag_url: 'https://clicks.example/c?id=1;src=ads' });
    const noUrl = await ads.put(`${acct}/tracking_tags/${click.body.data.id}`, {});
    expect(noUrl.status).toBe(400);
    expect(errorOf(noUrl)).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'tracking_tag_url' });
    // the type stays what it was made with, whatever a PUT sends along
    const changed = await ads.put(`${acct}/tracking_tags/${click.body.data.id}`, { tracking_tag_url: 'https://clicks.example/c?id=2', tracking_tag_type: 'IMPRESSION_TAG' });
    expect(changed.body.data).toMatchObject({ tracking_tag_type: 'CLICK_TRACKER', tracking_tag_url: 'https://clicks.example/c?id=2' });
    expect((await ads.get(`${acct}/tracking_tags`, { line_item_ids: [li] })).body.data).toEqual([changed.body.data]);
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

  const TAX_MEMBERS = [
    'tax_id',
    'address_city',
    'business_relationship',
    'address_street1',
    'address_last_name',
    'address_company',
    'tax_category',
    'address_postal_code',
    'bill_to',
    'address_region',
    'address_country',
    'address_first_name',
    'invoice_jurisdiction',
    'address_street2',
    'address_email',
  ];

  it('answers tax settings with the members and order the reference shows, NOT_SET and null until a PUT sets them', async () => {
    const path = `/12/accounts/${ads.accountId}/tax_settings`;
    const unset = await ads.get(path);
    expect(unset.status).toBe(200);
    expect(Object.keys(unset.body.data)).toEqual(TAX_MEMBERS);
    expect(unset.body.data).toMatchObject({ bill_to: 'NOT_SET', invoice_jurisdiction: 'NOT_SET', address_city: null, tax_category: null, tax_id: null, address_company: null });
    const set = await ads.put(path, {
      address_city: 'Paris',
      address_country: 'FR',
      address_name: 'ABC, Co.',
      bill_to: 'ADVERTISER',
      business_relationship: 'AGENCY',
      client_address_city: 'Lyon',
      invoice_jurisdiction: 'LOI_SAPIN',
      tax_category: 'BUSINESS_WITH_VAT',
      tax_exemption_id: 'EX-1',
      tax_id: 'FR123456789',
    });
    expect(set.status).toBe(200);
    expect(Object.keys(set.body.data)).toEqual(TAX_MEMBERS);
    expect(set.body.data).toMatchObject({
      address_city: 'Paris',
      address_country: 'FR',
      address_company: 'ABC, Co.',
      bill_to: 'ADVERTISER',
      business_relationship: 'AGENCY',
      invoice_jurisdiction: 'LOI_SAPIN',
      tax_category: 'BUSINESS_WITH_VAT',
      tax_id: 'FR123456789',
    });
    expect((await ads.get(path)).body.data).toEqual(set.body.data);
    // the answer's members that are set, sent back as the python SDK's save does, change nothing
    const sentBack = Object.fromEntries(Object.entries(set.body.data).filter(([, value]) => value !== null)) as Record<string, string>;
    expect((await ads.put(path, { ...sentBack, address_name: 'ABC, Co.' })).body.data).toEqual(set.body.data);
    // an empty value or NOT_SET unsets
    const changed = await ads.put(path, { address_city: '', bill_to: 'NOT_SET', invoice_jurisdiction: 'NOT_SET' });
    expect(changed.body.data).toMatchObject({ address_city: null, address_country: 'FR', bill_to: 'NOT_SET', invoice_jurisdiction: 'NOT_SET' });
    expect((await ads.put(path, { invoice_jurisdiction: 'NONE' })).body.data.invoice_jurisdiction).toBe('NONE');
    for (const [params, parameter] of [
      [{ bill_to: 'NOBODY' }, 'bill_to'],
      [{ address_country: 'Germany' }, 'address_country'],
      [{ address_email: 'nope' }, 'address_email'],
      [{ tax_category: 'PERSON' }, 'tax_category'],
      [{ invoice_jurisdiction: 'LOI_SAUDI_ARABIA' }, 'invoice_jurisdiction'],
    ] as const) {
      const res = await ads.put(path, params);
      expect({ params, status: res.status, error: res.body.errors?.[0] }).toMatchObject({ params, status: 400, error: { code: 'INVALID_PARAMETER', parameter } });
    }
  });

  it('reads tax settings events written before LOI_SAPIN was named so', async () => {
    const other = await adsCaller(t, { api: await t.listen() });
    const path = `/12/accounts/${other.accountId}/tax_settings`;
    await other.put(path, { invoice_jurisdiction: 'LOI_SAPIN' }).then((res) => expect(res.status).toBe(200));
    // the event as version 1 stored it
    await t.dataSource.query(
      `UPDATE event_store.events SET schema_version = 1, data = jsonb_set(data, '{taxSettings,invoice_jurisdiction}', '"LOI_SAUDI_ARABIA"')
        WHERE stream_id = $1 AND event_type = 'campaigns.TaxSettingsSet'`,
      [`campaigns.TaxSettings-production-${other.accountId}`],
    );
    // a replica started afterwards (nothing decided in its memory) folds the stored event
    const replica = await startTestApp();
    try {
      const changed = await signedFetch('PUT', `${await replica.listen()}${path}?tax_id=FR1`, { consumer: other.consumer, token: other.token });
      expect(changed.status).toBe(200);
      expect((await changed.json()).data).toMatchObject({ invoice_jurisdiction: 'LOI_SAPIN', tax_id: 'FR1' });
    } finally {
      await replica.close();
    }
  });

  it('keeps each user’s own contact settings on the account: the three members the reference shows, empty until set', async () => {
    const path = `/12/accounts/${ads.accountId}/user_settings/${ads.userId}`;
    const unset = await ads.get(path);
    expect(unset.status).toBe(200);
    expect(unset.body.data).toEqual({ notification_email: '', contact_phone: '', contact_phone_extension: '' });
    const set = await ads.put(path, { notification_email: 'ads@example.com', contact_phone: '+49 30 1234567', subscribe_email_types: 'ACCOUNT_PERFORMANCE' });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ notification_email: 'ads@example.com', contact_phone: '+49 30 1234567', contact_phone_extension: '' });
    expect((await ads.get(path)).body.data).toEqual(set.body.data);
    expect((await ads.put(path, { contact_phone: '' })).body.data).toEqual({ notification_email: 'ads@example.com', contact_phone: '', contact_phone_extension: '' });
    expect((await ads.put(path, { notification_email: 'not-an-email' })).body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'notification_email' });
    for (const res of [await ads.get(`/12/accounts/${ads.accountId}/user_settings/me`), await ads.put(`/12/accounts/${ads.accountId}/user_settings/me`, { contact_phone: '1234' })]) {
      expect({ status: res.status, error: res.body.errors[0] }).toMatchObject({ status: 400, error: { code: 'INVALID_PARAMETER', parameter: 'user_id' } });
    }
    const colleague = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('us'), password: 'x' })).body.data;
    await admin(t).post(`/admin/ad_accounts/${ads.accountId}/users`, { user_id: colleague.id }).expect(201);
    const theirs = await ads.get(`/12/accounts/${ads.accountId}/user_settings/${colleague.id}`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.errors[0]).toMatchObject({ parameter: 'user_id' });
  });
});
