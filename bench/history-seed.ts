import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { lineItemHistory } from '@modules/campaigns';

/**
 * Data for the account history benchmark, written with SQL straight into the
 * event store: a large background of other streams' events (seeded once per
 * database and size, then reused), and one line item stream per run with a
 * few hundred changes, the entity whose history is read.
 */

/** Events per background stream. */
const PER_STREAM = 100;

export interface SeedResult {
  events: number;
  streams: number;
  /** false when an earlier run had seeded them already. */
  seededNow: boolean;
  seconds: number;
}

/**
 * `total` events in streams of 100 (`bench-seed-v1-<total>-<n>`), written in
 * one transaction, so the last stream's row tells that all of them are there.
 * Rows are generated position-major, so the events of one stream are spread
 * over the table as a real store's are, not stored side by side.
 */
export async function ensureBackgroundEvents(url: string, total: number): Promise<SeedResult> {
  const streams = Math.ceil(total / PER_STREAM);
  const events = streams * PER_STREAM;
  const prefix = `bench-seed-v1-${events}-`;
  const began = performance.now();
  const client = new Client({ connectionString: url, application_name: 'aviary-bench-seed' });
  await client.connect();
  try {
    const marker = await client.query('SELECT 1 FROM event_store.streams WHERE stream_id = $1', [`${prefix}${streams - 1}`]);
    if (marker.rowCount) return { events, streams, seededNow: false, seconds: (performance.now() - began) / 1000 };
    await client.query('BEGIN');
    // a benchmark's data: losing it to a crash costs a rerun, not correctness
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version, account_id)
       SELECT $1::text || s, 'bench.SeededItem', $2::int, 'seed' || (s % 1000)
       FROM generate_series(0, $3::int - 1) AS s`,
      [prefix, PER_STREAM, streams],
    );
    await client.query(
      `INSERT INTO event_store.events
         (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at, recorded_at)
       SELECT $1::text || s, p, gen_random_uuid(), 'bench.SeededChanged', 1,
         jsonb_build_object(
           'environment', 'production', 'accountId', 'seed' || (s % 1000), 'lineItemId', 'seed' || s,
           'changes', jsonb_build_object(
             'name', jsonb_build_object('old', 'Line item ' || s || ' v' || (p - 1), 'new', 'Line item ' || s || ' v' || p),
             'bid_amount_local_micro', jsonb_build_object('old', 1000000 + p - 1, 'new', 1000000 + p)),
           'updatedAt', to_char(t.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
         jsonb_build_object(
           'environment', 'production', 'requestId', md5(s || '-' || p), 'correlationId', md5(s || '-' || p),
           'userId', (1798234456212209664 + s % 97)::text, 'appId', '29381023', 'accountId', 'seed' || (s % 1000)),
         'seed' || (s % 1000), t.at, t.at
       FROM generate_series(1, $2::int) AS p
       CROSS JOIN generate_series(0, $3::int - 1) AS s
       CROSS JOIN LATERAL (SELECT now() - interval '30 days' + ((p - 1) * $3::int + s) * interval '2 seconds' AS at) AS t`,
      [prefix, PER_STREAM, streams],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE event_store.events, event_store.streams');
    return { events, streams, seededNow: true, seconds: (performance.now() - began) / 1000 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export interface TargetStream {
  lineItemId: string;
  streamId: string;
  events: number;
  /** When its first and last events were recorded. */
  first: Date;
  last: Date;
}

/**
 * One line item of the caller's account with `count` events, one a minute up
 * to a minute ago, as campaign management writes them: created, then updates
 * of its name, status and daily budget in turn, each with old and new values.
 */
export async function insertTargetStream(
  url: string,
  owner: { accountId: string; userId: string; appId: string; campaignId: string; fundingInstrumentId: string },
  count: number,
  runId: string,
): Promise<TargetStream> {
  const lineItemId = `bh${runId}`.slice(0, 12);
  const streamId = lineItemHistory.streamId('production', lineItemId);
  const now = Date.now();
  const at = (i: number) => new Date(now - (count - i) * 60_000);
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const created = iso(at(0));
  const state: Record<string, unknown> = {
    id: lineItemId,
    campaign_id: owner.campaignId,
    funding_instrument_id: owner.fundingInstrumentId,
    name: 'History target v0',
    objective: 'ENGAGEMENTS',
    product_type: 'PROMOTED_POSTS',
    placements: ['ALL_ON_PLATFORM'],
    goal: 'ENGAGEMENT',
    bid_strategy: 'AUTO',
    bid_amount_local_micro: null,
    target_cpa_local_micro: null,
    pay_by: 'IMPRESSION',
    currency: 'USD',
    start_time: null,
    end_time: null,
    duration_in_days: null,
    frequency_cap: null,
    total_budget_amount_local_micro: null,
    daily_budget_amount_local_micro: 1_000_000,
    standard_delivery: null,
    entity_status: 'ACTIVE',
    advertiser_user_id: null,
    advertiser_domain: null,
    categories: [],
    android_app_store_identifier: null,
    ios_app_store_identifier: null,
    primary_web_event_tag: null,
    audience_expansion: null,
    automatic_post_promotion: null,
    creative_source: 'MANUAL',
    created_at: created,
    updated_at: created,
    deleted: false,
  };
  const rows: Array<{ position: number; type: string; data: unknown; metadata: unknown; at: Date }> = [];
  const metadata = () => {
    const requestId = randomUUID();
    return { environment: 'production', requestId, correlationId: requestId, userId: owner.userId, appId: owner.appId, accountId: owner.accountId };
  };
  const base = { environment: 'production', accountId: owner.accountId };
  rows.push({ position: 1, type: 'campaigns.LineItemCreated', data: { ...base, lineItem: { ...state } }, metadata: metadata(), at: at(0) });
  for (let i = 1; i < count; i++) {
    const field = ['name', 'entity_status', 'daily_budget_amount_local_micro'][i % 3];
    const old = state[field];
    const next =
      field === 'name' ? `History target v${i}` : field === 'entity_status' ? (old === 'ACTIVE' ? 'PAUSED' : 'ACTIVE') : 1_000_000 + i * 10_000;
    state[field] = next;
    const updatedAt = iso(at(i));
    state.updated_at = updatedAt;
    rows.push({
      position: i + 1,
      type: 'campaigns.LineItemUpdated',
      data: { ...base, lineItemId, changes: { [field]: { old, new: next } }, updatedAt },
      metadata: metadata(),
      at: at(i),
    });
  }
  const client = new Client({ connectionString: url, application_name: 'aviary-bench-seed' });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) VALUES ($1, 'campaigns.LineItem', $2, $3)`,
      [streamId, count, owner.accountId],
    );
    await client.query(
      `INSERT INTO event_store.events
         (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at, recorded_at)
       SELECT $1, t.position, gen_random_uuid(), t.type, 1, t.data::jsonb, t.metadata::jsonb, $2, t.at, t.at
       FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) AS t(position, type, data, metadata, at)`,
      [
        streamId,
        owner.accountId,
        rows.map((r) => r.position),
        rows.map((r) => r.type),
        rows.map((r) => JSON.stringify(r.data)),
        rows.map((r) => JSON.stringify(r.metadata)),
        rows.map((r) => r.at.toISOString()),
      ],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return { lineItemId, streamId, events: count, first: at(0), last: at(count - 1) };
}
