/**
 * The targeting values the ads API lets a line item target, as GET
 * targeting_criteria/<type> lists them: locations, languages, platforms,
 * platform versions, devices, network operators, interests, app store
 * categories, conversations and events. Targeting criteria of these types
 * (POST targeting_criteria, its batch, audience_estimate) must name one of
 * them. Where each list comes from, and how far it reaches: SOURCES.md.
 */
import { OS_TYPES } from '../account-app';
import { fnv1a } from '../hash';

export interface CatalogueEntry {
  name: string;
  targeting_type: string;
  targeting_value: string;
  [member: string]: unknown;
}

/** A short base36 id for an entry whose platform id is not public: derived from its type and name. */
const derivedId = (type: string, name: string): string => fnv1a(`${type}:${name}`).toString(36);

// ---------------------------------------------------------------- locations

export const LOCATION_TYPES = ['COUNTRIES', 'REGIONS', 'METROS', 'CITIES', 'POSTAL_CODES'] as const;

const location = (location_type: string, country_code: string, name: string, targeting_value: string): CatalogueEntry => ({
  name,
  country_code,
  location_type,
  targeting_type: 'LOCATION',
  targeting_value,
});

export const LOCATIONS: readonly CatalogueEntry[] = [
  location('COUNTRIES', 'AU', 'Australia', '3f14ce28dc7c4566'),
  location('COUNTRIES', 'BR', 'Brazil', '1b107df3ccc0aaa1'),
  location('COUNTRIES', 'CA', 'Canada', '3376992a082d67c7'),
  location('COUNTRIES', 'FR', 'France', 'f3bfc7dcc928977f'),
  location('COUNTRIES', 'DE', 'Germany', 'fdcd221ac44fa326'),
  location('COUNTRIES', 'IN', 'India', 'b850c1bfd38f30e0'),
  location('COUNTRIES', 'JP', 'Japan', '06ef846bfc783874'),
  location('COUNTRIES', 'MX', 'Mexico', '25530ba03b7d90c6'),
  location('COUNTRIES', 'ES', 'Spain', 'ecdce75d48b13b64'),
  location('COUNTRIES', 'GB', 'United Kingdom', '6416b8512febefc9'),
  location('COUNTRIES', 'US', 'United States', '96683cc9126741d1'),
  location('REGIONS', 'US', 'California, US', 'fbd6d2f5a4e4a15e'),
  location('REGIONS', 'US', 'Florida, US', '4ec01c9dbc693497'),
  location('REGIONS', 'US', 'New York, US', '94965b2c45386f87'),
  location('REGIONS', 'US', 'Texas, US', 'e0060cda70f5f341'),
  location('CITIES', 'US', 'Austin, TX, US', 'c3f37afa9efcf94b'),
  location('CITIES', 'US', 'Boston, MA, US', '67b98f17fdcf20be'),
  location('CITIES', 'US', 'Chicago, IL, US', '1d9a5370a355ab0c'),
  location('CITIES', 'GB', 'London, England, GB', '457b4814b4240d87'),
  location('CITIES', 'US', 'Los Angeles, CA, US', '3b77caf94bfc81fe'),
  location('CITIES', 'US', 'Manhattan, NY, US', '01a9a39529b27f36'),
  location('CITIES', 'US', 'San Francisco, CA, US', '5a110d312052166f'),
  location('CITIES', 'US', 'Seattle, WA, US', '300bcc6e23a88361'),
];

// ---------------------------------------------------------------- languages

export const LANGUAGES: readonly CatalogueEntry[] = (
  [
    ['ar', 'Arabic'], ['bn', 'Bengali'], ['cs', 'Czech'], ['da', 'Danish'], ['de', 'German'], ['el', 'Greek'], ['en', 'English'],
    ['es', 'Spanish'], ['fa', 'Persian'], ['fi', 'Finnish'], ['fil', 'Filipino'], ['fr', 'French'], ['he', 'Hebrew'], ['hi', 'Hindi'],
    ['hu', 'Hungarian'], ['id', 'Indonesian'], ['it', 'Italian'], ['ja', 'Japanese'], ['ko', 'Korean'], ['ms', 'Malay'],
    ['nl', 'Dutch'], ['no', 'Norwegian'], ['pl', 'Polish'], ['pt', 'Portuguese'], ['ro', 'Romanian'], ['ru', 'Russian'],
    ['sv', 'Swedish'], ['th', 'Thai'], ['tr', 'Turkish'], ['uk', 'Ukrainian'], ['ur', 'Urdu'], ['vi', 'Vietnamese'], ['zh', 'Chinese'],
  ] as const
).map(([code, name]) => ({ name, targeting_type: 'LANGUAGE', targeting_value: code }));

// ---------------------------------------------------------------- platforms and their versions

export const PLATFORMS: readonly CatalogueEntry[] = [
  'iOS',
  'Android',
  'BlackBerry phones and tablets',
  'Mobile web on other devices',
  'Desktop and laptop computers',
].map((name, i) => ({ name, localized_name: name, targeting_type: 'PLATFORM', targeting_value: String(i) }));


const platformVersion = (os_type: 'IOS' | 'ANDROID', number: string, targeting_value: number): CatalogueEntry => ({
  name: `${os_type === 'IOS' ? 'iOS' : 'Android'} ${number}`,
  number,
  os_type,
  targeting_type: 'PLATFORM_VERSION',
  targeting_value: String(targeting_value),
});

export const PLATFORM_VERSIONS: readonly CatalogueEntry[] = [
  ...['12.0', '13.0', '14.0', '15.0', '16.0', '17.0', '18.0'].map((n, i) => platformVersion('IOS', n, 300 + i)),
  ...['8.0', '9.0', '10.0', '11.0', '12.0', '13.0', '14.0', '15.0'].map((n, i) => platformVersion('ANDROID', n, 400 + i)),
];

// ---------------------------------------------------------------- devices and network operators

export const DEVICES: readonly CatalogueEntry[] = (
  [
    ['Apple', 'IOS', 'iPhone 13'], ['Apple', 'IOS', 'iPhone 14'], ['Apple', 'IOS', 'iPhone 15'], ['Apple', 'IOS', 'iPhone 16'],
    ['Apple', 'IOS', 'iPad Air'], ['Apple', 'IOS', 'iPad Pro'], ['Google', 'ANDROID', 'Pixel 8'], ['Google', 'ANDROID', 'Pixel 9'],
    ['Samsung', 'ANDROID', 'Galaxy S23'], ['Samsung', 'ANDROID', 'Galaxy S24'], ['Samsung', 'ANDROID', 'Galaxy A54'],
    ['Samsung', 'ANDROID', 'Galaxy Tab S9'], ['Motorola', 'ANDROID', 'Moto G Power'], ['OnePlus', 'ANDROID', 'OnePlus 12'],
  ] as const
).map(([manufacturer, os_type, name]) => ({ name, manufacturer, os_type, targeting_type: 'DEVICE', targeting_value: derivedId('DEVICE', name) }));

export const NETWORK_OPERATORS: readonly CatalogueEntry[] = (
  [
    ['US', 'AT&T'], ['US', 'T-Mobile'], ['US', 'Verizon'], ['GB', 'EE'], ['GB', 'O2'], ['GB', 'Vodafone'], ['CA', 'Bell'],
    ['CA', 'Rogers'], ['CA', 'Telus'], ['JP', 'NTT Docomo'], ['JP', 'SoftBank'], ['JP', 'au'], ['DE', 'Telekom'], ['FR', 'Orange'],
  ] as const
).map(([country_code, name]) => ({
  name,
  country_code,
  targeting_type: 'NETWORK_OPERATOR',
  targeting_value: derivedId('NETWORK_OPERATOR', `${country_code}:${name}`),
}));

// ---------------------------------------------------------------- interests

const INTEREST_TAXONOMY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Automotive', ['Autos & vehicles', 'Car culture', 'Hybrid and electric vehicles', 'Motorcycles', 'Pickup trucks', 'SUVs']],
  ['Beauty', ['Fragrances', 'Hair care', 'Makeup and cosmetics', 'Skin care', 'Spas']],
  ['Books and literature', ['Biographies and memoirs', 'Business and finance books', 'Comics', 'Fiction', 'Non-fiction', 'Poetry']],
  ['Business', ['Advertising', 'Business news and general info', 'Entrepreneurship', 'Marketing', 'Small business', 'Startups']],
  ['Careers', ['Job search and career planning', 'Remote work']],
  ['Education', ['College and university', 'Language learning', 'Online courses']],
  ['Events', ['Concerts', 'Festivals', 'Sporting events']],
  ['Family and parenting', ['Adoption', 'Daycare and preschool', 'Parenting', 'Pregnancy']],
  ['Food and drink', ['Beverages', 'Cooking', 'Coffee and tea', 'Dining out', 'Vegetarian and vegan', 'Wine']],
  ['Gaming', ['Console gaming', 'Esports', 'Mobile gaming', 'PC gaming', 'Online gaming']],
  ['Health', ['Exercise and fitness', 'Medicine', 'Mental health', 'Nutrition', 'Yoga']],
  ['Hobbies and interests', ['Arts and crafts', 'Collecting', 'Photography', 'Outdoors', 'Sci-fi and fantasy']],
  ['Home and garden', ['Gardening', 'Home improvement', 'Interior decorating']],
  ['Law, government, and politics', ['Government', 'Law', 'Politics']],
  ['Life stages', ['Newlyweds', 'Retirement', 'Students']],
  ['Movies and television', ['Action and adventure', 'Animation', 'Comedy', 'Documentary', 'Drama', 'Horror', 'Reality TV']],
  ['Music and radio', ['Classical', 'Country', 'Electronic', 'Hip hop', 'Jazz', 'Pop', 'Rock']],
  ['Personal finance', ['Banking', 'Credit and debt', 'Investing', 'Retirement planning', 'Tax']],
  ['Pets', ['Birds', 'Cats', 'Dogs']],
  ['Science', ['Biology', 'Chemistry', 'Physics', 'Space and astronomy']],
  ['Society', ['Dating', 'Marriage', 'Religion and spirituality']],
  ['Sports', ['American football', 'Baseball', 'Basketball', 'Cricket', 'Golf', 'Ice hockey', 'Running', 'Soccer', 'Tennis']],
  ['Style and fashion', ['Accessories', 'Clothing', 'Jewelry', 'Shoes']],
  ['Technology and computing', ['Cell phones', 'Computer programming', 'Consumer electronics', 'Internet', 'Software', 'Tech news']],
  ['Travel', ['Adventure travel', 'Air travel', 'Beach vacations', 'Business travel', 'Hotels', 'National parks']],
];

/** Interests are `<category>/<subcategory>`, numbered category × 1000 + position (Automotive/Autos & vehicles is 1001). */
export const INTERESTS: readonly CatalogueEntry[] = INTEREST_TAXONOMY.flatMap(([category, subcategories], i) =>
  subcategories.map((sub, j) => {
    const name = `${category}/${sub}`;
    return { name, localized_name: name, targeting_type: 'INTEREST', targeting_value: String((i + 1) * 1000 + j + 1) };
  }),
);

// ---------------------------------------------------------------- app store categories

const APP_STORE_CATEGORY_NAMES: Record<(typeof OS_TYPES)[number], readonly string[]> = {
  IOS: [
    'Books', 'Business', 'Education', 'Entertainment', 'Finance', 'Food & Drink', 'Games', 'Games: Action', 'Games: Music',
    'Games: Puzzle', 'Games: Sports', 'Health & Fitness', 'Lifestyle', 'Music', 'Navigation', 'News', 'Photo & Video',
    'Productivity', 'Shopping', 'Social Networking', 'Sports', 'Travel', 'Utilities', 'Weather',
  ],
  ANDROID: [
    'Books & Reference', 'Business', 'Communication', 'Education', 'Entertainment', 'Finance', 'Food & Drink', 'Games: Action',
    'Games: Casual', 'Games: Puzzle', 'Games: Sports', 'Health & Fitness', 'Lifestyle', 'Maps & Navigation', 'Music & Audio',
    'News & Magazines', 'Photography', 'Productivity', 'Shopping', 'Social', 'Sports', 'Tools', 'Travel & Local', 'Weather',
  ],
};

export const APP_STORE_CATEGORIES: readonly CatalogueEntry[] = OS_TYPES.flatMap((os_type) =>
  APP_STORE_CATEGORY_NAMES[os_type].map((name) => ({
    name,
    os_type,
    targeting_type: 'APP_STORE_CATEGORY',
    targeting_value: derivedId('APP_STORE_CATEGORY', `${os_type}:${name}`),
  })),
);

// ---------------------------------------------------------------- conversations

export const CONVERSATION_TYPES = [
  'ACTORS', 'ATHLETES', 'BOOK_GENRES', 'BOOKS', 'BRAND_CATEGORIES', 'BRANDS', 'CELEBRITIES', 'COACHES', 'DIGITAL_CREATORS',
  'ENTERTAINMENT_BRANDS', 'ENTERTAINMENT_PERSONALITIES', 'FICTIONAL_CHARACTERS', 'JOURNALISTS', 'LIFESTYLES', 'MOVIE_GENRES',
  'MOVIES', 'MUSIC_GENRES', 'MUSICIANS', 'NEWS_STORIES', 'NEWS', 'PERSONS', 'PLACES', 'PODCASTS', 'POLITICIANS', 'PRODUCTS',
  'RADIO_STATIONS', 'SPORTS_LEAGUES', 'SPORTS_PERSONALITIES', 'SPORTS_TEAMS', 'SPORTS', 'TRENDS', 'TV_SHOWS',
  'VIDEO_GAME_PLATFORMS', 'VIDEO_GAME_PUBLISHERS', 'VIDEO_GAMES',
] as const;

const CONVERSATION_NAMES: Partial<Record<(typeof CONVERSATION_TYPES)[number], readonly string[]>> = {
  BOOK_GENRES: ['Mystery', 'Science fiction', 'Romance'],
  BRAND_CATEGORIES: ['Coffee', 'Sneakers', 'Smartphones'],
  LIFESTYLES: ['Fitness', 'Minimalism', 'Travel'],
  MOVIE_GENRES: ['Action', 'Animation', 'Horror'],
  MUSIC_GENRES: ['Hip hop', 'K-pop', 'Country'],
  NEWS: ['Business news', 'Tech news', 'World news'],
  SPORTS: ['Basketball', 'Cricket', 'Soccer', 'Tennis'],
  SPORTS_LEAGUES: ['Premier League', 'NBA', 'NFL'],
  TRENDS: ['Space exploration', 'Electric vehicles'],
  VIDEO_GAME_PLATFORMS: ['Mobile gaming', 'PC gaming'],
};

export const CONVERSATIONS: readonly CatalogueEntry[] = Object.entries(CONVERSATION_NAMES).flatMap(([conversation_type, names]) =>
  names!.map((name) => ({
    name,
    conversation_type,
    targeting_type: 'CONVERSATION',
    targeting_value: derivedId('CONVERSATION', `${conversation_type}:${name}`),
  })),
);

// ---------------------------------------------------------------- events

export const EVENT_TYPES = ['CONFERENCE', 'HOLIDAY', 'MUSIC_AND_ENTERTAINMENT', 'OTHER', 'POLITICS', 'RECURRING', 'SPORTS'] as const;

/** Fixed-date holidays of each year: month, day, name, country (null: global). */
const HOLIDAYS: ReadonlyArray<readonly [number, number, string, string | null]> = [
  [1, 1, "New Year's Day", null],
  [2, 14, "Valentine's Day", null],
  [3, 17, "St. Patrick's Day", null],
  [7, 1, 'Canada Day', 'CA'],
  [7, 4, 'Independence Day', 'US'],
  [10, 31, 'Halloween', null],
  [12, 25, 'Christmas Day', null],
  [12, 31, "New Year's Eve", null],
];
/** The years the event catalogue covers. */
export const EVENT_YEARS = { first: 2024, last: 2030 } as const;

export const EVENTS: readonly CatalogueEntry[] = Array.from({ length: EVENT_YEARS.last - EVENT_YEARS.first + 1 }, (_, k) => EVENT_YEARS.first + k).flatMap(
  (year) =>
    HOLIDAYS.map(([month, day, title, country_code]) => {
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const name = `${title} ${year}`;
      return {
        name,
        event_type: 'HOLIDAY',
        start_time: `${date}T00:00:00Z`,
        end_time: `${date}T23:59:59Z`,
        country_code,
        is_global: country_code === null,
        targeting_type: 'EVENT',
        targeting_value: derivedId('EVENT', name),
      };
    }),
);

// ---------------------------------------------------------------- by targeting type

/** Targeting types whose values must come from a catalogue: the catalogue, and the lookup that lists it. */
export const CATALOGUES: Readonly<Record<string, { lookup: string; entries: readonly CatalogueEntry[] }>> = {
  LOCATION: { lookup: 'targeting_criteria/locations', entries: LOCATIONS },
  LANGUAGE: { lookup: 'targeting_criteria/languages', entries: LANGUAGES },
  PLATFORM: { lookup: 'targeting_criteria/platforms', entries: PLATFORMS },
  PLATFORM_VERSION: { lookup: 'targeting_criteria/platform_versions', entries: PLATFORM_VERSIONS },
  DEVICE: { lookup: 'targeting_criteria/devices', entries: DEVICES },
  NETWORK_OPERATOR: { lookup: 'targeting_criteria/network_operators', entries: NETWORK_OPERATORS },
  INTEREST: { lookup: 'targeting_criteria/interests', entries: INTERESTS },
  APP_STORE_CATEGORY: { lookup: 'targeting_criteria/app_store_categories', entries: APP_STORE_CATEGORIES },
  APP_STORE_CATEGORY_LOOKALIKE: { lookup: 'targeting_criteria/app_store_categories', entries: APP_STORE_CATEGORIES },
  CONVERSATION: { lookup: 'targeting_criteria/conversations', entries: CONVERSATIONS },
  EVENT: { lookup: 'targeting_criteria/events', entries: EVENTS },
};

const VALUES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(CATALOGUES).map(([type, { entries }]) => [type, new Set(entries.map((e) => e.targeting_value))]),
);

/** Whether a targeting value is one its type's catalogue lists (types without a catalogue: always). */
export function inCatalogue(targetingType: string, value: string): boolean {
  const values = VALUES.get(targetingType);
  return values === undefined || values.has(value);
}

/**
 * The entries of a catalogue a lookup answers: those whose name holds `q`
 * (any case) and whose members equal every filter given (any case).
 */
export function lookup(
  entries: readonly CatalogueEntry[],
  q: string | undefined,
  filters: Readonly<Record<string, string | undefined>> = {},
): CatalogueEntry[] {
  const needle = q?.trim().toLowerCase();
  const wanted = Object.entries(filters).filter((f): f is [string, string] => f[1] !== undefined);
  return entries.filter(
    (e) =>
      (!needle || e.name.toLowerCase().includes(needle)) &&
      wanted.every(([member, value]) => typeof e[member] === 'string' && (e[member] as string).toUpperCase() === value.toUpperCase()),
  );
}
