import { fnv1a } from '../hash';

/**
 * Content categories (GET content_categories): the kinds of publisher content
 * a line item can appear beside, each with the IAB categories it covers and
 * the publishers in it (GET publishers). Source: SOURCES.md.
 */
export interface ContentCategory {
  id: string;
  name: string;
  iab_categories: string[];
  publishers_in_last_thirty_days: number;
  videos_monetized_in_last_thirty_days: number;
}

export interface Publisher {
  user_id: string;
  username: string;
  content_category_ids: string[];
  monetizable_country_codes: string[];
  promotion_eligible_country_codes: string[];
  monetization_restricted: boolean;
}

const CATEGORIES: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  ['Automotive', ['IAB2'], ['AutoWeeklyDaily', 'MotorReviewHQ']],
  ['Comedy', ['IAB1-4'], ['SketchNightLive', 'StandUpClips']],
  ['Entertainment & Pop Culture', ['IAB1', 'IAB1-2', 'IAB1-5', 'IAB1-7'], ['PopCultureWire', 'ScreenTalkNow']],
  ['Esports & Gaming', ['IAB9-30'], ['ArenaCastTV', 'PixelPlaysDaily']],
  ['Fashion & Beauty', ['IAB18', 'IAB18-1', 'IAB18-3'], ['RunwayRecap']],
  ['Food & Drink', ['IAB8', 'IAB8-9'], ['KitchenBitesTV', 'TasteTestDaily']],
  ['Health & Fitness', ['IAB7', 'IAB7-1', 'IAB7-32'], ['FitDailyClips']],
  ['Music', ['IAB1-6'], ['LiveSessionsHQ', 'ChartWatchMusic']],
  ['News & Current Events', ['IAB12', 'IAB12-1', 'IAB12-2', 'IAB11-4'], ['WorldDeskNews', 'MorningBriefTV']],
  ['Science & Technology', ['IAB15', 'IAB19', 'IAB19-18'], ['GadgetLabDaily', 'SpaceNowTV']],
  ['Sports', ['IAB17', 'IAB17-2', 'IAB17-12', 'IAB17-26', 'IAB17-44'], ['MatchdayHighlights', 'CourtsideReplay', 'PitchsideTV']],
  ['Travel & Lifestyle', ['IAB20', 'IAB20-18'], ['WanderReels']],
];

const id = (text: string): string => fnv1a(text).toString(36);
/** Publisher user ids: 19 digits, derived from the screen name. */
const userId = (screenName: string): string => `14${String(fnv1a(screenName)).padStart(10, '0')}${String(fnv1a(`${screenName}#`) % 10_000_000).padStart(7, '0')}`;

/** Countries the illustrative publishers monetize in, picked from the screen name. */
const COUNTRIES = ['US', 'GB', 'CA', 'JP'];
const countries = (screenName: string): string[] => [COUNTRIES[fnv1a(screenName) % COUNTRIES.length]];

export const CONTENT_CATEGORIES: readonly ContentCategory[] = CATEGORIES.map(([name, iab, publishers]) => ({
  id: id(`CONTENT_CATEGORY:${name}`),
  name,
  iab_categories: [...iab],
  publishers_in_last_thirty_days: publishers.length,
  videos_monetized_in_last_thirty_days: publishers.reduce((sum, screenName) => sum + 10 + (fnv1a(`${screenName}:videos`) % 90), 0),
}));

export const PUBLISHERS: readonly Publisher[] = CATEGORIES.flatMap(([name, , publishers]) =>
  publishers.map((screenName) => ({
    user_id: userId(screenName),
    username: screenName,
    content_category_ids: [id(`CONTENT_CATEGORY:${name}`)],
    monetizable_country_codes: countries(screenName),
    promotion_eligible_country_codes: countries(screenName),
    monetization_restricted: false,
  })),
);
