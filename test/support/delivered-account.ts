import { type AdsCaller, adsCaller } from './ads-client';
import { admin, type TestApp } from './app';

export const HOUR = 3_600_000;
export const hourOf = (time: number) => Math.floor(time / HOUR) * HOUR;
export const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * An ad account that delivered for two days: its funding instrument, two
 * ACTIVE campaigns with daily budgets far above what delivery spends, in each
 * an ACTIVE line item with one promoted post starting at the hour it was made
 * in (the second also on the publisher network), and a line item without ads
 * (which never serves); then the account's clock moved on 48 hours through
 * the admin API, delivering every hour in between.
 */
export interface DeliveredAccount {
  ads: AdsCaller;
  fundingInstrument: string;
  campaigns: [string, string];
  lineItems: [string, string];
  idleLineItem: string;
  promotedPosts: [string, string];
  /** The hour the line items were made in: the first one delivered. */
  firstHour: number;
  /** The last hour delivered: the one before the hour of the simulated now the clock answered. */
  lastHour: number;
}

export async function deliveredAccount(t: TestApp, urls: { api: string; sandbox?: string }): Promise<DeliveredAccount> {
  const ads = await adsCaller(t, urls);
  const acct = `/12/accounts/${ads.accountId}`;
  const ok = <T extends { status: number; body: any }>(res: T, what: string): T => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  const instrument = ok(await ads.get(`${acct}/funding_instruments`), 'funding instruments').body.data[0] as { id: string; start_time: string };
  const fundingInstrument = instrument.id;
  const campaign = async (name: string) =>
    ok(await ads.post(`${acct}/campaigns`, { funding_instrument_id: fundingInstrument, name, entity_status: 'ACTIVE', daily_budget_amount_local_micro: 10_000_000_000 }), 'campaign').body.data
      .id as string;
  const startHour = iso(hourOf(Date.now()));
  const lineItem = async (campaignId: string, placements: string) =>
    ok(
      await ads.post(`${acct}/line_items`, {
        ...(placements.includes('PUBLISHER_NETWORK') ? { advertiser_domain: 'example.com', categories: 'IAB17' } : {}),
        campaign_id: campaignId,
        name: 'Delivers',
        objective: 'ENGAGEMENTS',
        product_type: 'PROMOTED_POSTS',
        placements,
        entity_status: 'ACTIVE',
        start_time: startHour,
        bid_amount_local_micro: 2_000_000,
      }),
      'line item',
    ).body.data as { id: string; created_at: string };
  const promote = async (lineItemId: string) => {
    const post = ok(await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: `promoted ${lineItemId}` }), 'post').body.data.id_str as string;
    return ok(await ads.post(`${acct}/promoted_posts`, { line_item_id: lineItemId, post_ids: [post] }), 'promoted post').body.data[0].id as string;
  };
  const campaigns: [string, string] = [await campaign('First'), await campaign('Second')];
  const first = await lineItem(campaigns[0], 'ALL_ON_PLATFORM');
  const second = await lineItem(campaigns[1], 'ALL_ON_PLATFORM,PUBLISHER_NETWORK');
  const idle = await lineItem(campaigns[0], 'ALL_ON_PLATFORM');
  const promotedPosts: [string, string] = [await promote(first.id), await promote(second.id)];
  const advanced = await admin(t).post(`/admin/ad_accounts/${ads.accountId}/clock`, { advance_hours: 48 });
  if (advanced.status !== 200) throw new Error(`advance: ${advanced.status} ${JSON.stringify(advanced.body)}`);
  return {
    ads,
    fundingInstrument,
    campaigns,
    lineItems: [first.id, second.id],
    idleLineItem: idle.id,
    promotedPosts,
    // the first hour that ends after the line item was made and overlaps both flights
    firstHour: Math.max(hourOf(Date.parse(first.created_at)), Date.parse(startHour), hourOf(Date.parse(instrument.start_time))),
    lastHour: hourOf(Date.parse(advanced.body.data.now)) - HOUR,
  };
}
