/**
 * Fixed catalogues of the ads API that no endpoint creates: objectives and
 * their defaults, product types and placements, advertiser business
 * categories, curated categories. Values with a brand word use the neutral one
 * (`ALL_ON_PLATFORM`, `PROMOTED_POSTS`).
 */
export const OBJECTIVES = [
  'APP_ENGAGEMENTS',
  'APP_INSTALLS',
  'REACH',
  'FOLLOWERS',
  'ENGAGEMENTS',
  'VIDEO_VIEWS',
  'PREROLL_VIEWS',
  'WEBSITE_CLICKS',
] as const;
export type Objective = (typeof OBJECTIVES)[number];

export const GOALS = [
  'APP_CLICKS',
  'APP_INSTALLS',
  'APP_PURCHASES',
  'ENGAGEMENT',
  'FOLLOWERS',
  'LINK_CLICKS',
  'MAX_REACH',
  'PREROLL',
  'PREROLL_STARTS',
  'REACH_WITH_ENGAGEMENT',
  'SITE_VISITS',
  'VIDEO_VIEW',
  'VIEW_3S_100PCT',
  'VIEW_6S',
  'VIEW_15S',
  'WEBSITE_CONVERSIONS',
] as const;

/** The goal a line item gets when none is given, per objective. */
export const DEFAULT_GOAL: Record<Objective, (typeof GOALS)[number]> = {
  APP_ENGAGEMENTS: 'APP_CLICKS',
  APP_INSTALLS: 'APP_INSTALLS',
  REACH: 'MAX_REACH',
  FOLLOWERS: 'FOLLOWERS',
  ENGAGEMENTS: 'ENGAGEMENT',
  VIDEO_VIEWS: 'VIEW_3S_100PCT',
  PREROLL_VIEWS: 'VIEW_6S',
  WEBSITE_CLICKS: 'LINK_CLICKS',
};

export const BID_STRATEGIES = ['AUTO', 'MAX', 'TARGET'] as const;
/**
 * pay_by: the reference's three settable values, and the units the other
 * objectives are charged by (what a line item answers and a client may send
 * back unchanged).
 */
export const PAY_BY = ['APP_CLICK', 'IMPRESSION', 'LINK_CLICK', 'ENGAGEMENT', 'FOLLOW', 'VIEW'] as const;
export const AUDIENCE_EXPANSION = ['BROAD', 'DEFINED', 'EXPANDED'] as const;
export const DURATION_IN_DAYS = [1, 7, 30] as const;

export const PRODUCT_TYPES = ['MEDIA', 'PROMOTED_ACCOUNT', 'PROMOTED_POSTS'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PLACEMENT_VALUES = [
  'ALL_ON_PLATFORM',
  'PLATFORM_PROFILE',
  'PLATFORM_REPLIES',
  'PLATFORM_SEARCH',
  'PLATFORM_TIMELINE',
  'PUBLISHER_NETWORK',
  'TAP_BANNER',
  'TAP_FULL',
  'TAP_FULL_LANDSCAPE',
  'TAP_MRECT',
  'TAP_NATIVE',
] as const;

/** The audience platform's in-app placements: for app objectives only. */
export const TAP_PLACEMENTS: readonly string[] = ['TAP_BANNER', 'TAP_FULL', 'TAP_FULL_LANDSCAPE', 'TAP_MRECT', 'TAP_NATIVE'];

/** The placement combinations each product type may use (what GET line_items/placements answers). */
export const PLACEMENTS: Record<ProductType, string[][]> = {
  MEDIA: [['PUBLISHER_NETWORK']],
  PROMOTED_ACCOUNT: [['ALL_ON_PLATFORM'], ['PLATFORM_TIMELINE']],
  PROMOTED_POSTS: [
    ['ALL_ON_PLATFORM'],
    // the profile alone is not a placement (x-ads-api/campaign-management.mdx, "Placements")
    ['PLATFORM_REPLIES'],
    ['PLATFORM_SEARCH'],
    ['PLATFORM_TIMELINE'],
    ['PLATFORM_TIMELINE', 'PLATFORM_SEARCH'],
    ['PLATFORM_TIMELINE', 'PLATFORM_PROFILE'],
    ['PUBLISHER_NETWORK'],
    ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'],
    ...TAP_PLACEMENTS.map((placement) => [placement]),
    [...TAP_PLACEMENTS],
  ],
};

/**
 * The brand-word names the official SDKs' enums still send (`PROMOTED_TWEETS`,
 * `ALL_ON_TWITTER`, ...), accepted on input; answers use the neutral names.
 */
export const PRODUCT_TYPE_ALIASES: Readonly<Record<string, string>> = { PROMOTED_TWEETS: 'PROMOTED_POSTS' };
export const PLACEMENT_ALIASES: Readonly<Record<string, string>> = {
  ALL_ON_TWITTER: 'ALL_ON_PLATFORM',
  TWITTER_PROFILE: 'PLATFORM_PROFILE',
  TWITTER_REPLIES: 'PLATFORM_REPLIES',
  TWITTER_SEARCH: 'PLATFORM_SEARCH',
  TWITTER_TIMELINE: 'PLATFORM_TIMELINE',
};

export function placementsAllowed(productType: string, placements: readonly string[]): boolean {
  const wanted = [...new Set(placements)].sort().join(',');
  return (PLACEMENTS[productType as ProductType] ?? []).some((combo) => [...combo].sort().join(',') === wanted);
}

export interface AdvertiserBusinessCategory {
  id: string;
  name: string;
  iab_categories: string[];
}

/** Advertiser business categories and the IAB categories each stands for. */
export const ADVERTISER_BUSINESS_CATEGORIES: AdvertiserBusinessCategory[] = [
  { id: 'e4hy', name: 'Arts & Entertainment', iab_categories: ['IAB1', 'IAB1-1', 'IAB1-2', 'IAB1-3', 'IAB1-5', 'IAB1-6'] },
  { id: 'e4i0', name: 'Automotive', iab_categories: ['IAB2', 'IAB2-1', 'IAB2-2', 'IAB2-3'] },
  { id: 'e4i2', name: 'Business', iab_categories: ['IAB3', 'IAB3-1', 'IAB3-4', 'IAB3-11'] },
  { id: 'e4i4', name: 'Education', iab_categories: ['IAB5', 'IAB5-1', 'IAB5-2'] },
  { id: 'e4i6', name: 'Family & Parenting', iab_categories: ['IAB6', 'IAB6-1', 'IAB6-4'] },
  { id: 'e4i8', name: 'Health & Fitness', iab_categories: ['IAB7', 'IAB7-1', 'IAB7-18'] },
  { id: 'e4ia', name: 'Food & Drink', iab_categories: ['IAB8', 'IAB8-1', 'IAB8-5', 'IAB8-9'] },
  { id: 'e4ic', name: 'Hobbies & Interests', iab_categories: ['IAB9', 'IAB9-5', 'IAB9-30'] },
  { id: 'e4ie', name: 'Home & Garden', iab_categories: ['IAB10', 'IAB10-1', 'IAB10-4'] },
  { id: 'e4ig', name: 'Personal Finance', iab_categories: ['IAB13', 'IAB13-1', 'IAB13-7'] },
  { id: 'e4ii', name: 'Sports', iab_categories: ['IAB17', 'IAB17-3', 'IAB17-12', 'IAB17-44'] },
  { id: 'e4ik', name: 'Style & Fashion', iab_categories: ['IAB18', 'IAB18-1', 'IAB18-3'] },
  { id: 'e4im', name: 'Technology & Computing', iab_categories: ['IAB19', 'IAB19-6', 'IAB19-18', 'IAB19-30'] },
  { id: 'e4io', name: 'Travel', iab_categories: ['IAB20', 'IAB20-1', 'IAB20-3', 'IAB20-18'] },
  { id: 'e4iq', name: 'Shopping', iab_categories: ['IAB22', 'IAB22-1', 'IAB22-2', 'IAB22-4'] },
];

/** Every IAB category a business category names: what `categories` of a PREROLL_VIEWS line item may hold. */
export const BUSINESS_IAB_CATEGORIES = new Set(ADVERTISER_BUSINESS_CATEGORIES.flatMap((c) => c.iab_categories));

/** IAB categories accepted in line item `categories` (publisher network and pre-roll targeting). */
export const IAB_CATEGORY = /^IAB\d{1,2}(-\d{1,2})?$/;

export interface CuratedCategory {
  id: string;
  name: string;
  description: string;
  country_codes: string[];
  publisher_user_ids: string[];
  videos_monetized_in_last_thirty_days: number;
  created_at: string;
  updated_at: string;
}

const CURATED_AT = '2022-06-01T00:00:00Z';
/** Curated categories of pre-roll publishers, per country. */
export const CURATED_CATEGORIES: CuratedCategory[] = [
  ['9ddrgesiap6o', 'Entertainment & Pop Culture', 'Film, TV and celebrity news from leading entertainment publishers.', ['US', 'CA', 'GB'], 4210],
  ['9ddrgesiap6p', 'Sports', 'Highlights and analysis from sports leagues, teams and broadcasters.', ['US', 'GB', 'DE', 'FR', 'BR'], 8344],
  ['9ddrgesiap6q', 'News & Current Events', 'Breaking news and commentary from news organisations.', ['US', 'GB', 'IN', 'JP'], 6120],
  ['9ddrgesiap6r', 'Gaming', 'Esports, game studios and gaming creators.', ['US', 'JP', 'KR', 'BR'], 3388],
  ['9ddrgesiap6s', 'Music', 'Artists, labels and music media.', ['US', 'GB', 'MX', 'BR'], 2975],
  ['9ddrgesiap6t', 'Food & Lifestyle', 'Recipes, travel and lifestyle publishers.', ['US', 'CA', 'FR', 'IT'], 1580],
  ['9ddrgesiap6u', 'Business & Finance', 'Markets, business news and personal finance.', ['US', 'GB', 'DE', 'JP', 'IN'], 1942],
  ['9ddrgesiap6v', 'Science & Technology', 'Technology news, product reviews and science media.', ['US', 'GB', 'IN', 'KR'], 2266],
].map(([id, name, description, country_codes, videos]) => ({
  id: id as string,
  name: name as string,
  description: description as string,
  country_codes: country_codes as string[],
  publisher_user_ids: [],
  videos_monetized_in_last_thirty_days: videos as number,
  created_at: CURATED_AT,
  updated_at: CURATED_AT,
}));
