import { createHash } from 'node:crypto';
import { invalidParameter } from '@platform/ddd';

/**
 * Keyword insights, synthetic: aviary holds no public conversation to count,
 * so the volumes and related keywords are drawn from a hash of the request
 * (keywords, negative keywords, location, each time unit). The same request
 * always gets the same answer, and overlapping ranges agree on the units
 * they share; the numbers mean nothing beyond that.
 */

export const MAX_KEYWORDS = 10;
export const MAX_RANGE_DAYS = 7;
export const RELATED_KEYWORDS = 30;

export type Granularity = 'DAY' | 'HOUR';

export interface KeywordSearch {
  granularity: Granularity;
  keywords: string[];
  negativeKeywords: string[];
  start: Date;
  end: Date;
  location?: string;
}

export interface KeywordInsight {
  related_keywords: string[];
  post_volume: number[];
}

const UNIT_MS: Record<Granularity, number> = { HOUR: 3_600_000, DAY: 86_400_000 };

/** Checks the request's rules; throws the first broken one naming its parameter. */
export function checkKeywordSearch(search: KeywordSearch): void {
  const total = search.keywords.length + search.negativeKeywords.length;
  if (total > MAX_KEYWORDS) {
    throw invalidParameter('keywords', `At most ${MAX_KEYWORDS} keywords in total (keywords and negative_keywords), got ${total}`);
  }
  if (search.end.getTime() <= search.start.getTime()) throw invalidParameter('end_time', 'end_time must be later than start_time');
  if (search.end.getTime() - search.start.getTime() > MAX_RANGE_DAYS * UNIT_MS.DAY) {
    throw invalidParameter('end_time', `The range from start_time to end_time must be at most ${MAX_RANGE_DAYS} days`);
  }
}

/** The units of the range, each starting on a whole hour or day (UTC): the first holds start_time, the last ends at or after end_time. */
export function unitsOf(search: Pick<KeywordSearch, 'granularity' | 'start' | 'end'>): number[] {
  const unit = UNIT_MS[search.granularity];
  const units: number[] = [];
  for (let at = Math.floor(search.start.getTime() / unit) * unit; at < search.end.getTime(); at += unit) units.push(at);
  return units;
}

export function keywordInsight(search: KeywordSearch): KeywordInsight {
  checkKeywordSearch(search);
  const scope = [
    [...search.keywords].map((k) => k.toLowerCase()).sort().join('\u0001'),
    [...search.negativeKeywords].map((k) => k.toLowerCase()).sort().join('\u0001'),
    search.location ?? '',
  ].join('\u0002');
  const perHour = 20 + (draw(`${scope}|base`) % 2000);
  const hours = search.granularity === 'DAY' ? 24 : 1;
  const post_volume = unitsOf(search).map((at) => {
    // a daily rhythm around the scope's own level, and some noise per unit
    const hour = new Date(at).getUTCHours();
    const rhythm = search.granularity === 'DAY' ? 1 : 0.5 + Math.sin(((hour - 6) / 24) * 2 * Math.PI) ** 2;
    const noise = 0.75 + (draw(`${scope}|${at}`) % 500) / 1000;
    return Math.round(perHour * hours * rhythm * noise);
  });
  return { related_keywords: related(search, scope), post_volume };
}

const VOCABULARY = [
  'news', 'live', 'today', 'update', 'tips', 'guide', 'review', 'deals', 'sale', 'launch', 'community', 'event',
  'trends', 'best', 'new', 'how to', 'vs', 'free', 'online', 'app', 'video', 'photos', 'fans', 'official',
  'season', 'week', 'weekend', 'challenge', 'podcast', 'thread', 'memes', 'tutorial', 'release', 'beta', 'conference', 'jobs',
  'startup', 'store', 'price', 'forecast', 'highlights', 'recap', 'interview', 'stream', 'giveaway', 'club', 'local', 'global',
];

function related(search: KeywordSearch, scope: string): string[] {
  const inputs = new Set([...search.keywords, ...search.negativeKeywords].map((k) => k.toLowerCase()));
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < RELATED_KEYWORDS; i++) {
    const keyword = search.keywords[i % search.keywords.length].toLowerCase();
    const word = VOCABULARY[draw(`${scope}|related|${i}`) % VOCABULARY.length];
    // past the vocabulary's combinations, numbered variants keep the list full
    const candidate = i < VOCABULARY.length * 4 ? (i % 2 === 0 ? `${keyword} ${word}` : `#${keyword.replace(/\s+/g, '')}${word.replace(/\s+/g, '')}`) : `${keyword} ${word} ${i}`;
    if (inputs.has(candidate) || seen.has(candidate)) continue;
    seen.add(candidate);
    out.push(candidate);
  }
  return out;
}

/** A number drawn from the text: the first six bytes of its SHA-256. */
function draw(text: string): number {
  return createHash('sha256').update(text).digest().readUIntBE(0, 6);
}
