import { fnv1a } from '../hash';

/**
 * Content categories (GET content_categories): the kinds of publisher content
 * a line item can appear beside, each with the IAB categories it covers and
 * how many publishers and monetized videos it had in the last thirty days;
 * and the publishers in them (GET publishers). Source: SOURCES.md.
 */
export interface ContentCategory {
  name: string;
  id: string;
  iab_categories: string[];
  publishers_in_last_thirty_days: number;
  videos_monetized_in_last_thirty_days: number;
}

export interface Publisher {
  monetizable_country_codes: string[];
  promotion_eligible_country_codes: string[];
  username: string;
  user_id: string;
  monetization_restricted: boolean;
  content_category_ids: string[];
}

/** A publisher of the catalogue: its username, where it is monetized, where it may be promoted, whether restricted. */
type PublisherEntry = readonly [username: string, monetizable: readonly string[], eligible: readonly string[], restricted: boolean];

/** The categories as the reference lists them (ids, names, IAB codes); the publishers are aviary's. */
const CATEGORIES: ReadonlyArray<readonly [id: string, name: string, iab: readonly string[], publishers: readonly PublisherEntry[]]> = [
  ['ru', 'Automotive (Cars, Trucks, Racing)', ['IAB2'], [['AutoWeeklyDaily', ['US', 'CA'], ['US'], false], ['MotorReviewHQ', ['GB'], ['GB'], true]]],
  ['sk', 'Comedy', ['IAB1-4'], [['SketchNightLive', ['US'], ['US'], false], ['StandUpClips', ['JP'], ['JP'], true]]],
  ['sl', 'Digital Creators', ['IAB25-1'], [['MakerMinuteTV', ['US', 'GB', 'FR'], ['US'], false]]],
  ['sm', 'Entertainment & Pop Culture', ['IAB1-1', 'IAB1-2', 'IAB1-3', 'IAB1-5'], [['PopCultureWire', ['US'], ['US'], false], ['ScreenTalkNow', ['JP'], ['JP'], true]]],
  ['sn', 'Financial & Business News', ['IAB3', 'IAB13', 'IAB21'], [['MarketOpenDaily', ['US', 'GB'], ['US', 'GB'], false]]],
  [
    'so',
    'Food & Drink',
    ['IAB8-1', 'IAB8-2', 'IAB8-3', 'IAB8-4', 'IAB8-6', 'IAB8-7', 'IAB8-8', 'IAB8-9', 'IAB8-10', 'IAB8-11', 'IAB8-12', 'IAB8-13', 'IAB8-14', 'IAB8-15', 'IAB8-16', 'IAB8-17'],
    [['KitchenBitesTV', ['US'], ['US'], false], ['TasteTestDaily', ['FR'], ['FR'], true]],
  ],
  [
    'sp',
    'Lifestyle (Fashion, Travel, Wellness)',
    [
      'IAB4', 'IAB6', 'IAB7', 'IAB9-1', 'IAB9-2', 'IAB9-3', 'IAB9-4', 'IAB9-5', 'IAB9-6', 'IAB9-7', 'IAB9-8', 'IAB9-9', 'IAB9-10', 'IAB9-11', 'IAB9-12', 'IAB9-13',
      'IAB9-14', 'IAB9-15', 'IAB9-16', 'IAB9-17', 'IAB9-18', 'IAB9-19', 'IAB9-20', 'IAB9-21', 'IAB9-22', 'IAB9-23', 'IAB9-24', 'IAB9-25', 'IAB9-26', 'IAB9-27',
      'IAB9-28', 'IAB9-29', 'IAB9-31', 'IAB10', 'IAB16', 'IAB18', 'IAB20', 'IAB22', 'IAB23',
    ],
    [['RunwayRecap', ['US', 'FR'], ['US'], false], ['WanderReels', ['GB'], ['GB'], true], ['FitDailyClips', ['US'], ['US'], false]],
  ],
  ['sq', 'Music', ['IAB1-6'], [['LiveSessionsHQ', ['US', 'BR'], ['US'], false], ['ChartWatchMusic', ['KR'], ['KR'], true]]],
  ['sr', 'News & Current Events', ['IAB12', 'IAB14'], [['WorldDeskNews', ['US', 'GB', 'CA'], ['US', 'GB'], false], ['MorningBriefTV', ['US'], ['US'], true]]],
  ['s4', 'Politics', ['IAB11'], [['CapitolRecapTV', ['US'], ['US'], true]]],
  ['ss', 'Science & Education', ['IAB5', 'IAB15'], [['SpaceNowTV', ['US'], ['US'], false]]],
  ['se', 'Sports', ['IAB17'], [['MatchdayReels', ['US', 'GB', 'MX'], ['US'], false], ['CourtsideReplay', ['US'], ['US'], true], ['PitchsideTV', ['GB', 'FR'], ['GB'], false]]],
  ['sg', 'Technology', ['IAB19'], [['GadgetLabDaily', ['US', 'JP'], ['US'], false]]],
  ['sh', 'Television', ['IAB1-7'], [['EpisodeRecapHQ', ['US'], ['US'], true]]],
  ['s0', 'Esports & Video Games', ['IAB9-30'], [['ArenaCastTV', ['US', 'KR'], ['US'], false], ['PixelPlaysDaily', ['JP'], ['JP'], true]]],
];

/** Publisher user ids: 19 digits, derived from the username. */
const userId = (username: string): string => `14${String(fnv1a(username)).padStart(10, '0')}${String(fnv1a(`${username}#`) % 10_000_000).padStart(7, '0')}`;
/** Videos a publisher had monetized in the last thirty days: aviary's illustrative count, steady per username. */
const videosOf = (username: string): number => 20 + (fnv1a(`${username}:videos`) % 480);

export const CONTENT_CATEGORIES: readonly ContentCategory[] = CATEGORIES.map(([id, name, iab, publishers]) => ({
  name,
  id,
  iab_categories: [...iab],
  publishers_in_last_thirty_days: publishers.length,
  videos_monetized_in_last_thirty_days: publishers.reduce((sum, [username]) => sum + videosOf(username), 0),
}));

export const PUBLISHERS: readonly Publisher[] = CATEGORIES.flatMap(([id, , , publishers]) =>
  publishers.map(([username, monetizable, eligible, restricted]) => ({
    monetizable_country_codes: [...monetizable],
    promotion_eligible_country_codes: [...eligible],
    username,
    user_id: userId(username),
    monetization_restricted: restricted,
    content_category_ids: [id],
  })),
);
