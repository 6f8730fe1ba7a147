import { type DomainEvent, invalidParameter, streamKind, wallClock } from '@platform/ddd';
import { type HourMetrics } from './metrics';
import { adWeights, deliverHour, HOUR_MS, type ServedLineItem, splitMetrics } from './simulation';

export { HOUR_MS };

/**
 * An ad account's delivery: its simulated clock and the hours the simulated
 * ad server delivered. One stream per account decides, hour by hour, what
 * each servable line item delivers, so its budgets (kept in the state) are
 * never overspent, even by concurrent deliveries (one wins the append, the
 * other decides again). Each delivered hour is an event: the metrics are
 * facts the system decided, replayed by a rebuild.
 */

/** The setup delivery serves from (the campaigns module's `DeliverySetup`, by the API's names). */
export interface ServingSetup {
  account: { id: string; timezone: string; deleted: boolean };
  fundingInstruments: ReadonlyArray<{
    id: string;
    type: string;
    entity_status: string;
    able_to_fund: boolean;
    start_time: string | null;
    end_time: string | null;
    credit_limit_local_micro: number | null;
    credit_remaining_local_micro: number | null;
    funded_amount_local_micro: number | null;
    deleted: boolean;
  }>;
  campaigns: ReadonlyArray<{
    id: string;
    funding_instrument_id: string;
    entity_status: string;
    daily_budget_amount_local_micro: number | null;
    total_budget_amount_local_micro: number | null;
    standard_delivery: boolean | null;
    deleted: boolean;
  }>;
  lineItems: ReadonlyArray<
    ServedLineItem & {
      campaign_id: string;
      start_time: string | null;
      end_time: string | null;
      total_budget_amount_local_micro: number | null;
      daily_budget_amount_local_micro: number | null;
      entity_status: string;
      created_at: string;
      deleted: boolean;
    }
  >;
  ads: ReadonlyArray<{ entity: AdEntity; id: string; line_item_id: string }>;
}

export type AdEntity = 'PROMOTED_POST' | 'PROMOTED_ACCOUNT' | 'MEDIA_CREATIVE';
export type DeliveryPlacement = 'ALL_ON_PLATFORM' | 'PUBLISHER_NETWORK';

/** What a line item delivered on one placement in one hour; its ads' shares are split from it (`adMetrics`). */
export interface LineItemHour {
  lineItemId: string;
  campaignId: string;
  fundingInstrumentId: string;
  placement: DeliveryPlacement;
  metrics: HourMetrics;
  /** The ads it served, in the order their shares are split. */
  ads: ReadonlyArray<{ entity: AdEntity; id: string }>;
}

export type DeliveryEvent =
  | DomainEvent<'analytics.HourDelivered', { environment: string; accountId: string; hour: string; day: string; lineItems: LineItemHour[] }>
  | DomainEvent<'analytics.ClockAdvanced', { environment: string; accountId: string; hours: number; offsetMs: number }>;

export interface DeliveryState {
  /** The simulated clock's lead on the wall clock. */
  offsetMs: number;
  /** The first hour not delivered yet (ms); null before any. */
  deliveredThrough: number | null;
  /** Spend so far, in micros, per line item, campaign and funding instrument. */
  spent: { lineItems: Record<string, number>; campaigns: Record<string, number>; fundingInstruments: Record<string, number> };
  /** Spend on the account-local day of the last delivered hour. */
  today: { day: string; lineItems: Record<string, number>; campaigns: Record<string, number> };
}

/**
 * Delivers the hours from `from` (or from the first one not delivered yet,
 * if later) up to `until` (exclusive, ms); `advanceMs` also moves the
 * simulated clock on by that much once they are delivered.
 */
export interface DeliverHours {
  type: 'DeliverHours';
  environment: string;
  accountId: string;
  setup: ServingSetup;
  from: number;
  until: number;
  advanceMs?: number;
}

const initialState = (): DeliveryState => ({
  offsetMs: 0,
  deliveredThrough: null,
  spent: { lineItems: {}, campaigns: {}, fundingInstruments: {} },
  today: { day: '', lineItems: {}, campaigns: {} },
});

/**
 * The state on an hour's local day with its lines charged: each spend map is
 * copied once (the day's maps start empty on a new day), then added to, so an
 * hour costs as many copies as there are maps, not one per line.
 */
function charged(state: DeliveryState, day: string, lines: readonly LineItemHour[]): DeliveryState {
  const today = state.today.day === day ? state.today : { day, lineItems: {}, campaigns: {} };
  const next: DeliveryState = {
    ...state,
    spent: { lineItems: { ...state.spent.lineItems }, campaigns: { ...state.spent.campaigns }, fundingInstruments: { ...state.spent.fundingInstruments } },
    today: { day, lineItems: { ...today.lineItems }, campaigns: { ...today.campaigns } },
  };
  for (const line of lines) charge(next, line);
  return next;
}

/** Adds a line's charge to a state's own (copied) spend maps. */
function charge(state: DeliveryState, line: LineItemHour): void {
  const micros = line.metrics.billed_charge_local_micro ?? 0;
  if (micros === 0) return;
  const add = (into: Record<string, number>, id: string) => (into[id] = (into[id] ?? 0) + micros);
  add(state.spent.lineItems, line.lineItemId);
  add(state.spent.campaigns, line.campaignId);
  add(state.spent.fundingInstruments, line.fundingInstrumentId);
  add(state.today.lineItems, line.lineItemId);
  add(state.today.campaigns, line.campaignId);
}

function evolve(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'analytics.HourDelivered': {
      return { ...charged(state, event.data.day, event.data.lineItems), deliveredThrough: Date.parse(event.data.hour) + HOUR_MS };
    }
    case 'analytics.ClockAdvanced':
      return { ...state, offsetMs: event.data.offsetMs };
  }
}

/** Whether an hour overlaps a flight (a flight that starts mid-hour serves that hour). */
const within = (hour: number, start: string | null, end: string | null): boolean =>
  (start === null || Date.parse(start) < hour + HOUR_MS) && (end === null || hour < Date.parse(end));

const UNLIMITED = Number.MAX_SAFE_INTEGER;
const left = (budget: number | null | undefined, spent: number | undefined): number => (budget === null || budget === undefined ? UNLIMITED : budget - (spent ?? 0));

/**
 * What a funding instrument can still pay, less what delivery spent on it
 * (campaign-management.mdx, "Attribute Details"): an insertion order its
 * funded amount, a credit line its remaining credit, a card its credit limit
 * where it has one; anything else is not limited.
 */
function fundable(fi: ServingSetup['fundingInstruments'][number], spent: number | undefined): number {
  const limit =
    fi.type === 'INSERTION_ORDER'
      ? fi.funded_amount_local_micro
      : fi.type === 'CREDIT_LINE' || fi.type === 'AGENCY_CREDIT_LINE'
        ? (fi.credit_remaining_local_micro ?? fi.credit_limit_local_micro)
        : fi.credit_limit_local_micro;
  return left(limit, spent);
}

/** The placements a line item delivers on: publisher network where it has it, every other placement on the platform. */
function placementsOf(li: ServedLineItem): DeliveryPlacement[] {
  const network = li.placements.includes('PUBLISHER_NETWORK');
  const platform = li.placements.some((p) => p !== 'PUBLISHER_NETWORK');
  return [...(platform ? (['ALL_ON_PLATFORM'] as const) : []), ...(network ? (['PUBLISHER_NETWORK'] as const) : [])];
}

/** The account-local date (YYYY-MM-DD) and hour of day of an instant. */
export function localTime(instant: number, timeZone: string): { day: string; hour: number } {
  const w = wallClock(instant, timeZone);
  return { day: `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`, hour: w.hour };
}

/** A line item that may serve, with what serving it needs: its campaign, funding instrument, ads (in split order) and placements. */
interface Served {
  li: ServingSetup['lineItems'][number];
  campaign: ServingSetup['campaigns'][number];
  fi: ServingSetup['fundingInstruments'][number];
  ads: ReadonlyArray<{ entity: AdEntity; id: string }>;
  placements: DeliveryPlacement[];
}
type ServingPlan = readonly Served[];

/**
 * The line items of a setup that may serve at all (statuses, funding, an ad,
 * a placement), in id order, so the first ones take a campaign's budget
 * first: worked out once for every hour a decision delivers.
 */
function servingPlan(setup: ServingSetup): ServingPlan {
  const campaigns = new Map(setup.campaigns.map((c) => [c.id, c]));
  const instruments = new Map(setup.fundingInstruments.map((f) => [f.id, f]));
  const adsOf = new Map<string, Array<{ entity: AdEntity; id: string }>>();
  for (const ad of [...setup.ads].sort((a, b) => (a.entity + a.id < b.entity + b.id ? -1 : 1))) {
    const list = adsOf.get(ad.line_item_id) ?? [];
    list.push({ entity: ad.entity, id: ad.id });
    adsOf.set(ad.line_item_id, list);
  }
  return [...setup.lineItems]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .flatMap((li) => {
      const campaign = campaigns.get(li.campaign_id);
      const fi = campaign && instruments.get(campaign.funding_instrument_id);
      if (!campaign || !fi || li.deleted || campaign.deleted || fi.deleted) return [];
      if (li.entity_status !== 'ACTIVE' || campaign.entity_status !== 'ACTIVE' || fi.entity_status !== 'ACTIVE' || !fi.able_to_fund) return [];
      const ads = adsOf.get(li.id) ?? [];
      const placements = placementsOf(li);
      return ads.length === 0 || placements.length === 0 ? [] : [{ li, campaign, fi, ads, placements }];
    });
}

/**
 * One hour of delivery: each servable line item (in id order, so the first
 * ones take a campaign's budget first) delivers what its budgets allow. A
 * line item serves when it and its campaign are ACTIVE and not deleted, the
 * hour ends after it was made and is inside its flight and its funding
 * instrument's, the funding
 * instrument is ACTIVE and able to fund, and it has an ad. Spend stays
 * within the line item's total and daily budgets, the campaign's total and
 * (local) daily budgets, paced over the day with standard delivery, and the
 * funding instrument's credit.
 */
export function deliveredHour(setup: ServingSetup, before: DeliveryState, hour: number, plan: ServingPlan = servingPlan(setup)): { day: string; lineItems: LineItemHour[] } {
  const { day, hour: localHour } = localTime(hour, setup.account.timezone);
  if (setup.account.deleted) return { day, lineItems: [] };
  const iso = new Date(hour).toISOString();
  // a copy of the spend so far, charged line by line as the hour is decided
  const state = charged(before, day, []);
  const pacedThisHour: Record<string, number> = {};
  const lineItems: LineItemHour[] = [];
  for (const { li, campaign, fi, ads, placements } of plan) {
    // not before it was made (wall-clock time, which the simulated clock never trails), and inside both flights
    if (hour + HOUR_MS <= Date.parse(li.created_at)) continue;
    if (!within(hour, li.start_time, li.end_time) || !within(hour, fi.start_time, fi.end_time)) continue;
    const daily = campaign.daily_budget_amount_local_micro;
    const pace = daily !== null && campaign.standard_delivery !== false ? Math.floor((daily * 1.5) / 24) - (pacedThisHour[campaign.id] ?? 0) : UNLIMITED;
    const allowed = Math.min(
      left(li.total_budget_amount_local_micro, state.spent.lineItems[li.id]),
      left(li.daily_budget_amount_local_micro, state.today.lineItems[li.id]),
      left(campaign.total_budget_amount_local_micro, state.spent.campaigns[campaign.id]),
      left(daily, state.today.campaigns[campaign.id]),
      pace,
      fundable(fi, state.spent.fundingInstruments[fi.id]),
    );
    if (allowed <= 0) continue;
    const metrics = deliverHour(li, iso, localHour, allowed);
    if (metrics.impressions === undefined) continue;
    const shares = placements.length === 1 ? [metrics] : splitMetrics(metrics, [4, 1]);
    placements.forEach((placement, i) => {
      if (shares[i].impressions === undefined) return;
      const line: LineItemHour = {
        lineItemId: li.id,
        campaignId: campaign.id,
        fundingInstrumentId: fi.id,
        placement,
        metrics: shares[i],
        ads,
      };
      lineItems.push(line);
      charge(state, line);
      pacedThisHour[campaign.id] = (pacedThisHour[campaign.id] ?? 0) + (shares[i].billed_charge_local_micro ?? 0);
    });
  }
  return { day, lineItems };
}

/** Each ad's share of a line item's hour: split by the ads' weights for the hour, exactly. */
export function adMetrics(line: LineItemHour, hour: string): Array<{ entity: AdEntity; id: string; metrics: HourMetrics }> {
  const shares = line.ads.length === 1 ? [line.metrics] : splitMetrics(line.metrics, adWeights(line.ads.map((ad) => ad.id), hour));
  return line.ads.map((ad, i) => ({ ...ad, metrics: shares[i] }));
}

/**
 * How far back an account's first delivery (or one after a gap) reaches:
 * hours are delivered shortly after they end, and a server that was stopped
 * longer than this served nothing meanwhile.
 */
export const LOOKBACK_HOURS = 2;

/** The start of the hour an instant is in (ms). */
export const hourOf = (instant: number): number => Math.floor(instant / HOUR_MS) * HOUR_MS;

/** At most this many hours are decided at once (three months, the clock's longest advance). */
export const MAX_HOURS = 2160;

function decide(command: DeliverHours, state: DeliveryState): DeliveryEvent[] {
  const start = Math.max(state.deliveredThrough ?? command.from, command.from);
  if (command.until - start > (MAX_HOURS + LOOKBACK_HOURS + 1) * HOUR_MS) throw invalidParameter('advance_hours', `Expected at most ${MAX_HOURS} hours to deliver`);
  const events: DeliveryEvent[] = [];
  let s = state;
  const plan = servingPlan(command.setup);
  for (let hour = start; hour < command.until; hour += HOUR_MS) {
    const { day, lineItems } = deliveredHour(command.setup, s, hour, plan);
    if (lineItems.length === 0) continue;
    const event: DeliveryEvent = { type: 'analytics.HourDelivered', data: { environment: command.environment, accountId: command.accountId, hour: new Date(hour).toISOString(), day, lineItems } };
    events.push(event);
    s = evolve(s, event);
  }
  if (command.advanceMs) {
    events.push({ type: 'analytics.ClockAdvanced', data: { environment: command.environment, accountId: command.accountId, hours: command.advanceMs / HOUR_MS, offsetMs: state.offsetMs + command.advanceMs } });
  }
  return events;
}

export const deliveryDecider = { initialState, evolve, decide };

export const DELIVERY = streamKind<DeliveryState, DeliverHours, DeliveryEvent, [string, string]>(
  {
    type: 'analytics.Delivery',
    streamId: (environment: string, accountId: string) => `analytics.Delivery-${environment}-${accountId}`,
    decider: deliveryDecider,
  },
  { 'analytics.HourDelivered': 1, 'analytics.ClockAdvanced': 1 },
);
