import type { HourMetrics } from './metrics';

/**
 * The ad server, simulated: what one servable line item delivers in one hour,
 * as a pure function of its setup, the hour and the budget it has left.
 * Every draw comes from a generator seeded with the line item's id, the hour
 * and what is drawn, so the same setup gives the same numbers on every
 * machine. Volumes follow the bid (a higher bid wins more auctions) and the
 * local time of day; rates follow the objective (analytics.mdx, "Metrics by
 * Objective"); the charge follows `pay_by` at a clearing price of 70–100 % of
 * the bid. Hand-written: this is the product's own model.
 */

export const HOUR_MS = 3_600_000;

/** The line item's members the simulation reads (the API's names). */
export interface ServedLineItem {
  id: string;
  objective: string;
  placements: readonly string[];
  bid_amount_local_micro: number | null;
  pay_by: string;
  primary_web_event_tag: string | null;
}

/** A charge per billed unit where the line item has no bid (AUTO), per pay_by, in micros (per thousand for IMPRESSION). */
const DEFAULT_PRICE: Readonly<Record<string, number>> = {
  IMPRESSION: 6_000_000,
  ENGAGEMENT: 500_000,
  LINK_CLICK: 1_000_000,
  APP_CLICK: 1_500_000,
  FOLLOW: 2_500_000,
  VIEW: 50_000,
};

/** Impressions an hour at the default bid and the day's peak, per objective. */
const BASE_IMPRESSIONS: Readonly<Record<string, number>> = {
  REACH: 4000,
  VIDEO_VIEWS: 2500,
  PREROLL_VIEWS: 2500,
  ENGAGEMENTS: 2000,
  WEBSITE_CLICKS: 1800,
  APP_INSTALLS: 1500,
  APP_ENGAGEMENTS: 1500,
  FOLLOWERS: 1200,
};

/** A seeded generator: FNV-1a of the seed, then mulberry32. */
export function random(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Quiet at 04:00, busiest at 16:00 local time. */
const diurnal = (localHour: number): number => 0.35 + 0.65 * ((1 - Math.cos((2 * Math.PI * (localHour - 4)) / 24)) / 2);

/** The counts an hour draws, before any budget, from which the metrics are derived. */
interface Draw {
  impressions: number;
  url_clicks: number;
  app_clicks: number;
  other_clicks: number;
  likes: number;
  retweets: number;
  replies: number;
  follows: number;
  qualified_impressions: number;
  video_total_views: number;
  video_content_starts: number;
  site_visits: number;
  web_sign_ups: number;
  web_purchases: number;
  installs: number;
  app_sign_ups: number;
  app_purchases: number;
}

function draw(li: ServedLineItem, hour: string, localHour: number): { draw: Draw; price: number } {
  const r = random(`${li.id}|${hour}`);
  const price = (li.bid_amount_local_micro ?? DEFAULT_PRICE[li.pay_by] ?? DEFAULT_PRICE.IMPRESSION) * (0.7 + 0.3 * r());
  const defaultBid = DEFAULT_PRICE[li.pay_by] ?? DEFAULT_PRICE.IMPRESSION;
  const bidFactor = Math.min(2, Math.max(0.5, Math.sqrt((li.bid_amount_local_micro ?? defaultBid) / defaultBid)));
  const impressions = Math.floor((BASE_IMPRESSIONS[li.objective] ?? 1500) * bidFactor * diurnal(localHour) * (0.8 + 0.4 * r()));
  const of = (low: number, high: number) => Math.floor(impressions * (low + (high - low) * r()));
  const o = li.objective;
  const engaging = o === 'ENGAGEMENTS' ? 2 : 1;
  const url_clicks = o === 'WEBSITE_CLICKS' ? of(0.006, 0.016) : of(0, 0.001);
  const app_clicks = o === 'APP_INSTALLS' || o === 'APP_ENGAGEMENTS' ? of(0.005, 0.01) : 0;
  const video = o === 'VIDEO_VIEWS' || o === 'PREROLL_VIEWS';
  const video_total_views = video ? of(0.2, 0.35) : 0;
  const part = (n: number, low: number, high: number) => Math.floor(n * (low + (high - low) * r()));
  const site_visits = li.primary_web_event_tag ? part(url_clicks, 0.3, 0.5) : 0;
  const installs = app_clicks > 0 && o === 'APP_INSTALLS' ? part(app_clicks, 0.2, 0.4) : 0;
  return {
    price,
    draw: {
      impressions,
      url_clicks,
      app_clicks,
      other_clicks: of(0.002, 0.008) * engaging,
      likes: of(0.002, 0.006) * engaging,
      retweets: of(0.0003, 0.001),
      replies: of(0.0001, 0.0005),
      follows: o === 'FOLLOWERS' ? of(0.001, 0.003) : of(0, 0.0001),
      qualified_impressions: o === 'REACH' ? of(0.6, 0.8) : 0,
      video_total_views,
      video_content_starts: part(video_total_views, 1.2, 1.4),
      site_visits,
      web_sign_ups: part(site_visits, 0.05, 0.1),
      web_purchases: part(site_visits, 0.02, 0.05),
      installs,
      app_sign_ups: part(installs, 0.05, 0.15),
      app_purchases: part(installs, 0.02, 0.06),
    },
  };
}

/** The units a line item pays for, per pay_by (thousands of impressions for IMPRESSION). */
function billedUnits(payBy: string, d: Draw): number {
  switch (payBy) {
    case 'ENGAGEMENT':
      return engagementsOf(d);
    case 'LINK_CLICK':
      return d.url_clicks;
    case 'APP_CLICK':
      return d.app_clicks;
    case 'FOLLOW':
      return d.follows;
    case 'VIEW':
      return d.video_total_views;
    default:
      return d.impressions / 1000;
  }
}

const engagementsOf = (d: Draw): number => d.url_clicks + d.app_clicks + d.other_clicks + d.likes + d.retweets + d.replies + d.follows;

/** A conversion's parts: most after an engagement, some after a view, a few assisted; orders and sales for purchases. */
function conversion(name: string, n: number, seed: string, purchase: boolean): HourMetrics {
  if (n === 0) return {};
  const r = random(seed);
  const orders = purchase ? Math.floor(n * (1 + 2 * r())) : 0;
  return {
    [`${name}.post_engagement`]: n,
    [`${name}.post_view`]: Math.floor(n * 0.3 * r()),
    [`${name}.assisted`]: Math.floor(n * 0.1 * r()),
    [`${name}.order_quantity`]: orders,
    [`${name}.sale_amount`]: orders * Math.floor(20 + 100 * r()) * 1_000_000,
  };
}

/** The metrics of a draw, as kept (zeros left out). */
function metricsOf(li: ServedLineItem, d: Draw, price: number, hour: string): HourMetrics {
  const units = billedUnits(li.pay_by, d);
  const v = d.video_total_views;
  const all: Record<string, number> = {
    impressions: d.impressions,
    engagements: engagementsOf(d),
    retweets: d.retweets,
    replies: d.replies,
    likes: d.likes,
    follows: d.follows,
    card_engagements: d.url_clicks + d.app_clicks,
    clicks: d.url_clicks + d.app_clicks + d.other_clicks,
    app_clicks: d.app_clicks,
    url_clicks: d.url_clicks,
    qualified_impressions: d.qualified_impressions,
    billed_engagements: li.pay_by === 'IMPRESSION' ? 0 : units,
    billed_charge_local_micro: Math.floor(units * price),
    video_total_views: v,
    video_views_25: Math.floor(v * 0.8),
    video_views_50: Math.floor(v * 0.6),
    video_views_75: Math.floor(v * 0.45),
    video_views_100: Math.floor(v * 0.3),
    video_cta_clicks: Math.floor(v * 0.01),
    video_content_starts: d.video_content_starts,
    video_3s100pct_views: Math.floor(v * 0.9),
    video_6s_views: Math.floor(v * 0.7),
    video_15s_views: Math.floor(v * 0.4),
    ...conversion('conversion_site_visits', d.site_visits, `${li.id}|${hour}|sv`, false),
    ...conversion('conversion_sign_ups', d.web_sign_ups, `${li.id}|${hour}|su`, false),
    ...conversion('conversion_purchases', d.web_purchases, `${li.id}|${hour}|pu`, true),
    ...conversion('mobile_conversion_installs', d.installs, `${li.id}|${hour}|mi`, false),
    ...conversion('mobile_conversion_sign_ups', d.app_sign_ups, `${li.id}|${hour}|ms`, false),
    ...conversion('mobile_conversion_purchases', d.app_purchases, `${li.id}|${hour}|mp`, true),
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value > 0));
}

/**
 * What a line item delivers in an hour (ISO, whole hour) at a local hour of
 * day, spending at most `allowed` micros: the wanted draw, scaled down as a
 * whole when its charge would pass `allowed` (so the charge never does).
 * Empty when nothing at all would be shown.
 */
export function deliverHour(li: ServedLineItem, hour: string, localHour: number, allowed: number): HourMetrics {
  const { draw: wanted, price } = draw(li, hour, localHour);
  const charge = Math.floor(billedUnits(li.pay_by, wanted) * price);
  let d = wanted;
  if (charge > allowed) {
    const scale = Math.max(0, allowed) / charge;
    d = Object.fromEntries(Object.entries(wanted).map(([k, n]) => [k, Math.floor(n * scale)])) as unknown as Draw;
  }
  return d.impressions === 0 ? {} : metricsOf(li, d, price, hour);
}

/**
 * Splits each metric among parts by their weights, exactly (largest
 * remainders, ties to the first part), so the parts add up to the whole.
 */
export function splitMetrics(metrics: HourMetrics, weights: readonly number[]): HourMetrics[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const parts: Array<Record<string, number>> = weights.map(() => ({}));
  for (const [name, value] of Object.entries(metrics)) {
    const shares = weights.map((w) => (value * w) / total);
    const floors = shares.map(Math.floor);
    let left = value - floors.reduce((a, b) => a + b, 0);
    const order = shares.map((s, i) => [s - floors[i], i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (const [, i] of order) {
      if (left <= 0) break;
      floors[i]++;
      left--;
    }
    floors.forEach((n, i) => {
      if (n > 0) parts[i][name] = n;
    });
  }
  return parts;
}

/** The weights of an hour's ads: drawn from each ad's id and the hour, between 1 and 3. */
export const adWeights = (adIds: readonly string[], hour: string): number[] => adIds.map((id) => 1 + 2 * random(`${id}|${hour}`)());
