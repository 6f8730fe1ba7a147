import { invalidParameter, missingParameter } from '@platform/ddd';
import { fnv1a } from './hash';
import { CATALOGUES, catalogueEntry, inCatalogue } from './reference/targeting-catalogue';

/**
 * Targeting criteria as POST accounts/:account_id/audience_estimate takes them
 * (the parameters of POST targeting_criteria), and the deterministic estimate
 * aviary answers: there is no real audience behind it, so the same criteria
 * always give the same size.
 */
export const OPERATOR_TYPES = ['EQ', 'NE', 'GTE', 'LT'] as const;
/** The range operators: for types whose values are ordered (NETWORK_ACTIVATION_DURATION, in months). */
const RANGE_OPERATORS: readonly string[] = ['GTE', 'LT'];
export type OperatorType = (typeof OPERATOR_TYPES)[number];

export interface TargetingCriterion {
  targeting_type: string;
  targeting_value: string;
  operator_type: OperatorType;
}

/** Age buckets (one per targeting), as the official ads SDKs enumerate them. */
export const AGE_BUCKETS = [
  'AGE_13_TO_24',
  'AGE_13_TO_34',
  'AGE_13_TO_49',
  'AGE_13_TO_54',
  'AGE_OVER_13',
  'AGE_18_TO_34',
  'AGE_18_TO_49',
  'AGE_18_TO_54',
  'AGE_OVER_18',
  'AGE_21_TO_34',
  'AGE_21_TO_49',
  'AGE_21_TO_54',
  'AGE_OVER_21',
  'AGE_25_TO_49',
  'AGE_25_TO_54',
  'AGE_OVER_25',
  'AGE_35_TO_49',
  'AGE_35_TO_54',
  'AGE_OVER_35',
  'AGE_OVER_50',
] as const;

const NUMERIC = /^[0-9]{1,19}$/;
const BASE36 = /^[0-9a-z]{1,32}$/;
const KEYWORD = /^.{1,255}$/su;

interface TargetingTypeRule {
  /**
   * "Primary" types (followers, tailored audiences, interests, keywords, TV)
   * are put in a union; every other type narrows the audience (AND).
   */
  primary: boolean;
  /** The form targeting_value must have: a pattern or the allowed values. */
  value: RegExp | readonly string[];
  /** Criteria of one family count together against `max`. */
  family?: string;
  max?: number;
  /** Only this operator is allowed. */
  onlyOperator?: OperatorType;
  /** GTE and LT are allowed (ordered values). */
  ranges?: boolean;
  /** Share of the base population one value reaches, lowest and highest. */
  reach: readonly [number, number];
}

/** Every targeting type of POST targeting_criteria (v12), with the rules of each. */
export const TARGETING_TYPES: Record<string, TargetingTypeRule> = {
  // primary: followers
  FOLLOWERS_OF_USER: { primary: true, value: NUMERIC, reach: [0.0005, 0.02] },
  SIMILAR_TO_FOLLOWERS_OF_USER: { primary: true, value: NUMERIC, max: 100, reach: [0.005, 0.06] },
  // primary: tailored audiences
  CUSTOM_AUDIENCE: { primary: true, value: BASE36, reach: [0.0002, 0.01] },
  CUSTOM_AUDIENCE_EXPANDED: { primary: true, value: BASE36, reach: [0.002, 0.04] },
  // primary: interests
  INTEREST: { primary: true, value: NUMERIC, max: 100, reach: [0.005, 0.08] },
  // primary: keywords (up to 1000 across the four types)
  BROAD_KEYWORD: { primary: true, value: KEYWORD, family: 'KEYWORD', max: 1000, reach: [0.002, 0.05] },
  UNORDERED_KEYWORD: { primary: true, value: KEYWORD, family: 'KEYWORD', max: 1000, reach: [0.0015, 0.04] },
  PHRASE_KEYWORD: { primary: true, value: KEYWORD, family: 'KEYWORD', max: 1000, reach: [0.001, 0.03] },
  EXACT_KEYWORD: { primary: true, value: KEYWORD, family: 'KEYWORD', max: 1000, reach: [0.0005, 0.015] },
  // primary: TV
  TV_SHOW: { primary: true, value: NUMERIC, reach: [0.001, 0.02] },
  LIVE_TV_EVENT: { primary: true, value: BASE36, reach: [0.001, 0.02] },
  // other types
  AGE: { primary: false, value: AGE_BUCKETS, max: 1, reach: [0.3, 0.9] },
  GENDER: { primary: false, value: ['1', '2'], reach: [0.42, 0.58] },
  LOCATION: { primary: false, value: /^[0-9a-f]{16}$/, max: 2000, reach: [0.002, 0.25] },
  LANGUAGE: { primary: false, value: /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, reach: [0.01, 0.45] },
  PLATFORM: { primary: false, value: ['0', '1', '2', '3', '4'], reach: [0.02, 0.55] },
  PLATFORM_VERSION: { primary: false, value: NUMERIC, reach: [0.01, 0.2] },
  DEVICE: { primary: false, value: BASE36, reach: [0.002, 0.05] },
  NETWORK_OPERATOR: { primary: false, value: BASE36, reach: [0.005, 0.15] },
  NETWORK_ACTIVATION_DURATION: { primary: false, value: /^[0-9]{1,3}$/, ranges: true, reach: [0.05, 0.4] },
  WIFI_ONLY: { primary: false, value: /^.{1,255}$/su, max: 1, reach: [0.3, 0.6] },
  APP_STORE_CATEGORY: { primary: false, value: BASE36, reach: [0.02, 0.3] },
  APP_STORE_CATEGORY_LOOKALIKE: { primary: false, value: BASE36, reach: [0.03, 0.4] },
  APP_LIST: { primary: false, value: BASE36, onlyOperator: 'NE', reach: [0.001, 0.02] },
  EVENT: { primary: false, value: BASE36, max: 1, reach: [0.002, 0.08] },
  CONVERSATION: { primary: false, value: BASE36, reach: [0.005, 0.1] },
  // content categories (pre-roll): an IAB code of the taxonomy GET iab_categories lists
  IAB_CATEGORY: { primary: false, value: /^IAB[0-9]{1,2}(-[0-9]{1,2})?$/, reach: [0.01, 0.2] },
  // a publisher whose content the ad must not run beside (pre-roll): excluded only
  CONTENT_PUBLISHER_USER: { primary: false, value: NUMERIC, onlyOperator: 'NE', reach: [0.0005, 0.01] },
  ENGAGEMENT_TYPE: {
    primary: false,
    value: ['IMPRESSION', 'ENGAGEMENT', 'VIDEO_VIEW', 'VIDEO_VIEW_PARTIAL', 'VIDEO_VIEW_COMPLETE'],
    reach: [0.2, 0.8],
  },
  CAMPAIGN_ENGAGEMENT: { primary: false, value: BASE36, family: 'ENGAGEMENT', reach: [0.0005, 0.01] },
  CAMPAIGN_ENGAGEMENT_LOOKALIKE: { primary: false, value: BASE36, reach: [0.002, 0.04] },
  USER_ENGAGEMENT: { primary: false, value: NUMERIC, family: 'ENGAGEMENT', reach: [0.0005, 0.01] },
  USER_ENGAGEMENT_LOOKALIKE: { primary: false, value: NUMERIC, reach: [0.002, 0.04] },
};
export const TARGETING_TYPE_NAMES = Object.keys(TARGETING_TYPES);
/** Other names clients send for a targeting type (the content categories guide's request spells the publisher type so). */
const TARGETING_TYPE_ALIASES: Readonly<Record<string, string>> = { CONTENT_PUBLISHER_ID: 'CONTENT_PUBLISHER_USER' };
export const PRIMARY_TARGETING_TYPES = TARGETING_TYPE_NAMES.filter((t) => TARGETING_TYPES[t].primary);

export const KEYWORD_TYPES: ReadonlySet<string> = new Set(['BROAD_KEYWORD', 'UNORDERED_KEYWORD', 'PHRASE_KEYWORD', 'EXACT_KEYWORD']);

/** Criteria that include (operator EQ) what they name: exclusions (NE) do not count as targeting it. */
export const includedKeyword = (c: TargetingCriterion): boolean => KEYWORD_TYPES.has(c.targeting_type) && c.operator_type === 'EQ';
export const includedLocation = (c: TargetingCriterion): boolean => c.targeting_type === 'LOCATION' && c.operator_type === 'EQ';
export const isTvShow = (c: TargetingCriterion): boolean => c.targeting_type === 'TV_SHOW';

/** The countries of the markets a TV show airs in; undefined for a show the catalogue does not list. */
export const tvShowCountries = (show: string): readonly string[] | undefined =>
  catalogueEntry('TV_SHOW', show)?.country_codes as string[] | undefined;

/** Whether a location lies in a TV show's market (its country is one of the show's markets'). */
export function inTvShowMarket(location: string, show: string): boolean {
  const countries = tvShowCountries(show);
  return countries === undefined || countries.includes(catalogueEntry('LOCATION', location)?.country_code as string);
}

/** Monthly active people the estimate starts from. */
export const BASE_POPULATION = 450_000_000;
/** min and max are this far either side of the point estimate. */
export const ESTIMATE_BAND = 0.05;

/** A value as error messages show it: strings quoted, anything else as JSON, cut at 200 characters. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}

/**
 * The criteria of a request body, checked: every type known, every value of
 * the form its type takes, operators EQ or NE (default EQ), the documented
 * limits, and at least one primary criterion. Throws the first problem,
 * naming the member at fault.
 */
export function parseTargetingCriteria(raw: unknown): TargetingCriterion[] {
  if (raw === undefined || raw === null) throw missingParameter('targeting_criteria');
  if (!Array.isArray(raw)) {
    throw invalidParameter('targeting_criteria', `Expected array of targeting criteria, got ${shown(raw)} for targeting_criteria`);
  }
  if (raw.length === 0) throw missingParameter('targeting_criteria');
  const criteria = raw.map(parseTargetingCriterion);
  checkCombination(criteria);
  return criteria;
}

/**
 * One criterion, checked: its type known, its value of the form the type
 * takes, its operator EQ or NE (default EQ), GTE or LT for ordered types.
 */
export function parseTargetingCriterion(item: unknown): TargetingCriterion {
  if (!item || typeof item !== 'object' || Array.isArray(item)) {
    throw invalidParameter('targeting_criteria', `Expected targeting criterion object, got ${shown(item)} for targeting_criteria`);
  }
  const { targeting_type: sent, targeting_value: value, operator_type: operator } = item as Record<string, unknown>;
  const type = typeof sent === 'string' ? (TARGETING_TYPE_ALIASES[sent] ?? sent) : sent;
  if (type === undefined || type === null || type === '') throw missingParameter('targeting_type');
  if (typeof type !== 'string' || !(type in TARGETING_TYPES)) {
    throw invalidParameter('targeting_type', `Expected one of [${TARGETING_TYPE_NAMES.join(', ')}], got ${shown(type)} for targeting_type`);
  }
  const rule = TARGETING_TYPES[type];
  if (value === undefined || value === null || value === '') throw missingParameter('targeting_value');
  if (!['string', 'number', 'boolean'].includes(typeof value)) {
    throw invalidParameter('targeting_value', `Expected string, got ${shown(value)} for targeting_value`);
  }
  const text = normalizeValue(type, String(value));
  const valid = Array.isArray(rule.value) ? rule.value.includes(text) : (rule.value as RegExp).test(text);
  if (!valid) {
    const expected = Array.isArray(rule.value) ? `one of [${rule.value.join(', ')}]` : `a ${type} targeting value`;
    throw invalidParameter('targeting_value', `Expected ${expected}, got ${shown(value)} for targeting_value`);
  }
  if (!inCatalogue(type, text)) {
    throw invalidParameter(
      'targeting_value',
      `Unknown ${type} targeting value ${shown(value)} for targeting_value: GET ${CATALOGUES[type].lookup} lists the values`,
    );
  }
  const op = operator === undefined || operator === null || operator === '' ? 'EQ' : operator;
  if (typeof op !== 'string' || !(OPERATOR_TYPES as readonly string[]).includes(op)) {
    throw invalidParameter('operator_type', `Expected one of [${OPERATOR_TYPES.join(', ')}], got ${shown(op)} for operator_type`);
  }
  if (RANGE_OPERATORS.includes(op) && !rule.ranges) {
    throw invalidParameter('operator_type', `GTE and LT apply to ordered targeting types (NETWORK_ACTIVATION_DURATION), not to ${type}`);
  }
  if (rule.onlyOperator && op !== rule.onlyOperator) {
    throw invalidParameter('operator_type', `Expected ${rule.onlyOperator}, got ${shown(op)} for operator_type of ${type}`);
  }
  return { targeting_type: type, targeting_value: text, operator_type: op as OperatorType };
}

/** Keywords match regardless of case and spacing; language codes are lower case. */
function normalizeValue(type: string, value: string): string {
  if (KEYWORD_TYPES.has(type)) return value.trim().replace(/\s+/g, ' ').toLowerCase();
  if (type === 'LANGUAGE') return value.trim().toLowerCase();
  return value.trim();
}

function checkCombination(criteria: TargetingCriterion[]): void {
  const counts = new Map<string, number>();
  for (const c of distinct(criteria)) {
    const rule = TARGETING_TYPES[c.targeting_type];
    const key = rule.family ?? c.targeting_type;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (rule.max !== undefined && counts.get(key)! > rule.max) {
      const what = rule.family === 'KEYWORD' ? 'keyword criteria' : `${c.targeting_type} criteria`;
      throw invalidParameter('targeting_criteria', `Expected at most ${rule.max} ${what}, got more for targeting_criteria`);
    }
  }
  const has = (type: string) => criteria.some((c) => c.targeting_type === type);
  if (!criteria.some((c) => TARGETING_TYPES[c.targeting_type].primary)) {
    throw invalidParameter(
      'targeting_criteria',
      `At least one primary targeting criterion is required (one of ${PRIMARY_TARGETING_TYPES.join(', ')})`,
    );
  }
  const locations = criteria.filter(includedLocation);
  if (has('TV_SHOW') && locations.length === 0) {
    throw invalidParameter('targeting_criteria', 'TV_SHOW targeting needs at least one LOCATION criterion');
  }
  // every location in the market of every TV show targeted
  for (const show of criteria.filter(isTvShow)) {
    const outside = locations.find((l) => !inTvShowMarket(l.targeting_value, show.targeting_value));
    if (outside) throw invalidParameter('targeting_criteria', tvShowOutsideMarketMessage(show.targeting_value, outside.targeting_value));
  }
  const engagement = has('CAMPAIGN_ENGAGEMENT') || has('USER_ENGAGEMENT');
  if (has('ENGAGEMENT_TYPE') !== engagement) {
    throw invalidParameter(
      'targeting_criteria',
      'ENGAGEMENT_TYPE goes together with at least one CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion',
    );
  }
}

export const tvShowOutsideMarketMessage = (show: string, location: string) =>
  `TV_SHOW ${show} airs in ${tvShowCountries(show)?.join(', ')}; LOCATION ${location} is outside its market`;

/** Each criterion once, in a fixed order (so the order of the request never changes the arithmetic). */
function distinct(criteria: readonly TargetingCriterion[]): TargetingCriterion[] {
  const seen = new Map<string, TargetingCriterion>();
  for (const c of criteria) seen.set(`${c.targeting_type}\u0000${c.targeting_value}\u0000${c.operator_type}`, c);
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
}

/** Share of the base population one criterion's value reaches: log-uniform in its type's range, by hash. */
export function reachOf(c: Pick<TargetingCriterion, 'targeting_type' | 'targeting_value'>): number {
  const [low, high] = TARGETING_TYPES[c.targeting_type].reach;
  const h = fnv1a(`${c.targeting_type}:${c.targeting_value}`) / 2 ** 32;
  return low * Math.pow(high / low, h);
}

/**
 * The estimate, following the documented way criteria combine:
 *   each type's share     s(T) = 1 − Π(1 − reach(v))          over its EQ values (same type: OR)
 *   primary union         P    = 1 − Π(1 − s(T))              over primary types with EQ values (1 if none)
 *   other types           O    = Π s(T)                       over the other types with EQ values (AND)
 *   exclusions            X    = Π(1 − reach(v))              over NE criteria
 *   point                 N    = BASE_POPULATION × P × O × X
 *   audience_size         min = round(N × 0.95), max = round(N × 1.05)
 * Repeated identical criteria count once.
 */
export function estimateAudience(criteria: readonly TargetingCriterion[]): { audience_size: { min: number; max: number } } {
  const unique = distinct(criteria);
  const byType = new Map<string, number[]>();
  let exclusions = 1;
  for (const c of unique) {
    const reach = reachOf(c);
    if (c.operator_type === 'NE') {
      exclusions *= 1 - reach;
      continue;
    }
    byType.set(c.targeting_type, [...(byType.get(c.targeting_type) ?? []), reach]);
  }
  let primaryMiss = 1;
  let anyPrimary = false;
  let others = 1;
  for (const [type, reaches] of byType) {
    const share = 1 - reaches.reduce((miss, r) => miss * (1 - r), 1);
    if (TARGETING_TYPES[type].primary) {
      anyPrimary = true;
      primaryMiss *= 1 - share;
    } else {
      others *= share;
    }
  }
  const primary = anyPrimary ? 1 - primaryMiss : 1;
  const point = BASE_POPULATION * primary * others * exclusions;
  return {
    audience_size: {
      min: Math.max(0, Math.round(point * (1 - ESTIMATE_BAND))),
      max: Math.max(0, Math.round(point * (1 + ESTIMATE_BAND))),
    },
  };
}
