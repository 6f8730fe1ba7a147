import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { type AviaryServer, type BenchCaller, provisionCaller, signedCall } from './aviary-server';
import { log } from './common';

/**
 * Data for the stats benchmark, made through the API as a user would: an ad
 * account with `lineItems` ACTIVE line items (one promoted post each, flights
 * of `days` days, budgets that never stop an hour), then its simulated clock
 * advanced by the whole flight through the admin API, so the simulated ad
 * server delivers every hour of it. Seeded once per database and size, then
 * reused: the ids, credentials and the week read are kept in
 * `bench.stats_seeds`, written only once the last hour is delivered.
 */

const HOUR = 3_600_000;
/** The admin clock's longest advance. */
const MAX_ADVANCE_HOURS = 2160;
/** The week read: the synchronous endpoint's longest range. */
const WINDOW_HOURS = 7 * 24;

export interface StatsSeed {
  caller: BenchCaller;
  accountId: string;
  lineItemIds: string[];
  /** The week read (ISO, whole hours): the last full one of the flights. */
  start: string;
  end: string;
  days: number;
  /** false when an earlier run had seeded it. */
  seededNow: boolean;
  /** What the seeding took (the earlier run's figure when reused). */
  seedSeconds: number;
  /** Of which advancing the clock (delivering every hour). */
  advanceSeconds: number;
}

const iso = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

async function adminClock(server: AviaryServer, accountId: string, hours: number): Promise<{ now: string }> {
  const res = await fetch(`${server.origin}/admin/ad_accounts/${accountId}/clock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ advance_hours: hours }),
    // a quarter of a year of hours is decided and appended in one request
    signal: AbortSignal.timeout(30 * 60_000),
  });
  const json = (await res.json()) as { data: { now: string } };
  if (res.status !== 200) throw new Error(`POST /admin/ad_accounts/${accountId}/clock: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

export async function ensureStatsSeed(server: AviaryServer, url: string, { lineItems, days, runId }: { lineItems: number; days: number; runId: string }): Promise<StatsSeed> {
  if (days * 24 < WINDOW_HOURS + 24) throw new Error(`BENCH_STATS_DAYS must be at least 8 (a week read inside the flights), got ${days}`);
  const name = `stats-v1-${lineItems}li-${days}d`;
  const client = new Client({ connectionString: url, application_name: 'aviary-bench-seed' });
  await client.connect();
  try {
    await client.query('CREATE SCHEMA IF NOT EXISTS bench');
    await client.query('CREATE TABLE IF NOT EXISTS bench.stats_seeds (name text PRIMARY KEY, data jsonb NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())');
    const found = await client.query<{ data: Omit<StatsSeed, 'seededNow'> }>('SELECT data FROM bench.stats_seeds WHERE name = $1', [name]);
    if (found.rowCount) return { ...found.rows[0].data, seededNow: false };

    const began = performance.now();
    const caller = await provisionCaller(server, `s${runId}`);
    const acct = `/12/accounts/${caller.accountId}`;
    const fi = (await signedCall(server, caller, 'GET', `${acct}/funding_instruments`)).data[0];
    // far above what 20 line items spend in a day, and its standard pacing (1.5 × daily ÷ 24 an hour) too
    const campaign = (
      await signedCall(server, caller, 'POST', `${acct}/campaigns`, {
        funding_instrument_id: fi.id,
        name: 'Stats bench',
        entity_status: 'ACTIVE',
        daily_budget_amount_local_micro: 1_000_000_000_000,
      })
    ).data;
    const flightStart = Math.floor(Date.now() / HOUR) * HOUR + HOUR;
    const flightEnd = flightStart + days * 24 * HOUR;
    const lineItemIds: string[] = [];
    for (let i = 0; i < lineItems; i++) {
      const li = (
        await signedCall(server, caller, 'POST', `${acct}/line_items`, {
          campaign_id: campaign.id,
          name: `Stats bench ${i}`,
          objective: 'ENGAGEMENTS',
          product_type: 'PROMOTED_POSTS',
          placements: 'ALL_ON_PLATFORM',
          bid_amount_local_micro: 1_500_000 + i * 50_000,
          entity_status: 'ACTIVE',
          start_time: iso(flightStart),
          end_time: iso(flightEnd),
        })
      ).data;
      const post = (await signedCall(server, caller, 'POST', `${acct}/post`, { as_user_id: caller.userId, text: `Stats bench ad ${i}` })).data.id_str;
      await signedCall(server, caller, 'POST', `${acct}/promoted_posts`, { line_item_id: li.id, post_ids: post });
      lineItemIds.push(li.id);
    }
    log(`stats: account ${caller.accountId} with ${lineItems} line items made in ${((performance.now() - began) / 1000).toFixed(1)} s; advancing its clock ${days * 24} hours...`);

    const advanceBegan = performance.now();
    let now = '';
    for (let left = days * 24; left > 0; left -= MAX_ADVANCE_HOURS) {
      const step = Math.min(left, MAX_ADVANCE_HOURS);
      const t = performance.now();
      now = (await adminClock(server, caller.accountId, step)).now;
      log(`stats:   +${step} h delivered in ${((performance.now() - t) / 1000).toFixed(1)} s (simulated now ${now})`);
    }
    const advanceSeconds = (performance.now() - advanceBegan) / 1000;
    // the year is delivered: paused, the account is no longer one the hourly delivery looks at, in this run or later ones
    await signedCall(server, caller, 'PUT', `${acct}/campaigns/${campaign.id}`, { entity_status: 'PAUSED' });
    await client.query('VACUUM ANALYZE analytics.hourly_metrics');

    const end = Math.min(Math.floor(Date.parse(now) / HOUR) * HOUR, flightEnd);
    const seed: Omit<StatsSeed, 'seededNow'> = {
      caller,
      accountId: caller.accountId,
      lineItemIds,
      start: iso(end - WINDOW_HOURS * HOUR),
      end: iso(end),
      days,
      seedSeconds: (performance.now() - began) / 1000,
      advanceSeconds,
    };
    await client.query('INSERT INTO bench.stats_seeds (name, data) VALUES ($1, $2)', [name, JSON.stringify(seed)]);
    return { ...seed, seededNow: true };
  } finally {
    await client.end();
  }
}
