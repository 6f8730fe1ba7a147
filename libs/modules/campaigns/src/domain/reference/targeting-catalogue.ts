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
import { IAB_CATEGORIES } from './iab-categories';

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
type LocationType = (typeof LOCATION_TYPES)[number];

/** A 16-hex-digit place id for a place whose platform id is not public: derived from its kind and name. */
const derivedPlaceId = (locationType: string, name: string): string =>
  [`${locationType}:${name}`, `${name}:${locationType}`].map((t) => fnv1a(t).toString(16).padStart(8, '0')).join('');

const location = (location_type: LocationType, country_code: string, name: string, targeting_value?: string): CatalogueEntry => ({
  name,
  country_code,
  location_type,
  targeting_value: targeting_value ?? derivedPlaceId(location_type, name),
  targeting_type: 'LOCATION',
});

/** US states (and the District of Columbia) by postal abbreviation. */
const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AZ', 'Arizona'], ['CA', 'California'], ['CO', 'Colorado'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['IL', 'Illinois'], ['MA', 'Massachusetts'], ['NY', 'New York'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['TX', 'Texas'],
  ['WA', 'Washington'],
];
/** Designated market areas: name (the market's cities and its main state), state. */
const US_METROS: ReadonlyArray<readonly [string, string]> = [
  ['Atlanta GA', 'GA'], ['Boston MA-Manchester NH', 'MA'], ['Chicago IL', 'IL'], ['Dallas-Ft. Worth TX', 'TX'], ['Denver CO', 'CO'],
  ['Los Angeles CA', 'CA'], ['Miami-Ft. Lauderdale FL', 'FL'], ['Monterey-Salinas CA', 'CA'], ['New York NY', 'NY'],
  ['Philadelphia PA', 'PA'], ['Phoenix AZ', 'AZ'], ['Portland OR', 'OR'], ['Sacramento-Stockton-Modesto CA', 'CA'],
  ['San Francisco-Oakland-San Jose CA', 'CA'], ['Seattle-Tacoma WA', 'WA'], ['Washington DC (Hagerstown MD)', 'DC'],
  ['Austin TX', 'TX'],
];
/** US cities: name, the market they are in (or null), state, and the platform's place id where it is public. */
const US_CITIES: ReadonlyArray<readonly [string, string | null, string, string?]> = [
  ['Los Angeles', 'Los Angeles CA', 'CA', '3b77caf94bfc81fe'],
  ['East Los Angeles', 'Los Angeles CA', 'CA', '67571a7baaa5906b'],
  ['Lake Los Angeles', 'Los Angeles CA', 'CA', 'ea9bfbd43c93400f'],
  ['Los Gatos', 'San Francisco-Oakland-San Jose CA', 'CA', 'a2de7c70b82b0ca0'],
  ['Los Altos', 'Monterey-Salinas CA', 'CA', '6a4364ea6f987c10'],
  ['Los Banos', null, 'CA', 'b1b6fc646de75904'],
  ['Los Alamitos', 'Los Angeles CA', 'CA', '0799ff0a3c1006e9'],
  ['San Francisco', 'San Francisco-Oakland-San Jose CA', 'CA', '5a110d312052166f'],
  ['Oakland', 'San Francisco-Oakland-San Jose CA', 'CA'],
  ['San Jose', 'San Francisco-Oakland-San Jose CA', 'CA'],
  ['Sacramento', 'Sacramento-Stockton-Modesto CA', 'CA'],
  ['San Diego', null, 'CA'],
  ['Austin', 'Austin TX', 'TX', 'c3f37afa9efcf94b'],
  ['Dallas', 'Dallas-Ft. Worth TX', 'TX'],
  ['Houston', null, 'TX'],
  ['Boston', 'Boston MA-Manchester NH', 'MA', '67b98f17fdcf20be'],
  ['Cambridge', 'Boston MA-Manchester NH', 'MA'],
  ['Chicago', 'Chicago IL', 'IL', '1d9a5370a355ab0c'],
  ['Manhattan', 'New York NY', 'NY', '01a9a39529b27f36'],
  ['Brooklyn', 'New York NY', 'NY'],
  ['Seattle', 'Seattle-Tacoma WA', 'WA', '300bcc6e23a88361'],
  ['Tacoma', 'Seattle-Tacoma WA', 'WA'],
  ['Portland', 'Portland OR', 'OR'],
  ['Denver', 'Denver CO', 'CO'],
  ['Phoenix', 'Phoenix AZ', 'AZ'],
  ['Atlanta', 'Atlanta GA', 'GA'],
  ['Miami', 'Miami-Ft. Lauderdale FL', 'FL'],
  ['Philadelphia', 'Philadelphia PA', 'PA'],
  ['Washington', 'Washington DC (Hagerstown MD)', 'DC'],
];
/** Cities elsewhere: name, region, country. */
const OTHER_CITIES: ReadonlyArray<readonly [string, string, string, string?]> = [
  ['London', 'England', 'GB', '457b4814b4240d87'],
  ['Manchester', 'England', 'GB'],
  ['Edinburgh', 'Scotland', 'GB'],
  ['Paris', 'Ile-de-France', 'FR'],
  ['Lyon', 'Auvergne-Rhone-Alpes', 'FR'],
  ['Berlin', 'Berlin', 'DE'],
  ['Munich', 'Bavaria', 'DE'],
  ['Madrid', 'Community of Madrid', 'ES'],
  ['Barcelona', 'Catalonia', 'ES'],
  ['Toronto', 'Ontario', 'CA'],
  ['Vancouver', 'British Columbia', 'CA'],
  ['Montreal', 'Quebec', 'CA'],
  ['Tokyo', 'Tokyo', 'JP'],
  ['Osaka', 'Osaka', 'JP'],
  ['Mumbai', 'Maharashtra', 'IN'],
  ['Bengaluru', 'Karnataka', 'IN'],
  ['Sao Paulo', 'Sao Paulo', 'BR'],
  ['Rio de Janeiro', 'Rio de Janeiro', 'BR'],
  ['Mexico City', 'Mexico City', 'MX'],
  ['Sydney', 'New South Wales', 'AU'],
  ['Melbourne', 'Victoria', 'AU'],
];
/** Postal codes: code, city, region, country. */
const POSTAL_CODES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['10001', 'New York', 'NY', 'US'], ['10013', 'New York', 'NY', 'US'], ['02139', 'Cambridge', 'MA', 'US'],
  ['60601', 'Chicago', 'IL', 'US'], ['73301', 'Austin', 'TX', 'US'], ['90012', 'Los Angeles', 'CA', 'US'],
  ['94103', 'San Francisco', 'CA', 'US'], ['94107', 'San Francisco', 'CA', 'US'], ['98101', 'Seattle', 'WA', 'US'],
  ['SW1A', 'London', 'England', 'GB'], ['EC1A', 'London', 'England', 'GB'], ['M5V', 'Toronto', 'Ontario', 'CA'],
  ['75001', 'Paris', 'Ile-de-France', 'FR'], ['10115', 'Berlin', 'Berlin', 'DE'], ['100-0001', 'Tokyo', 'Tokyo', 'JP'],
];
/** Countries: code, name, the platform's place id where it is public. */
const COUNTRIES: ReadonlyArray<readonly [string, string, string?]> = [
  ['AR', 'Argentina'], ['AU', 'Australia', '3f14ce28dc7c4566'], ['BR', 'Brazil', '1b107df3ccc0aaa1'], ['CA', 'Canada', '3376992a082d67c7'],
  ['CL', 'Chile'], ['CO', 'Colombia'], ['FR', 'France', 'f3bfc7dcc928977f'], ['DE', 'Germany', 'fdcd221ac44fa326'],
  ['IN', 'India', 'b850c1bfd38f30e0'], ['IE', 'Ireland'], ['IT', 'Italy'], ['JP', 'Japan', '06ef846bfc783874'],
  ['MX', 'Mexico', '25530ba03b7d90c6'], ['NL', 'Netherlands'], ['ES', 'Spain', 'ecdce75d48b13b64'],
  ['GB', 'United Kingdom', '6416b8512febefc9'], ['US', 'United States', '96683cc9126741d1'], ['VE', 'Venezuela'],
];
/** Regions elsewhere than the US: name, country. */
const OTHER_REGIONS: ReadonlyArray<readonly [string, string]> = [
  ['England', 'GB'], ['Scotland', 'GB'], ['Ontario', 'CA'], ['Quebec', 'CA'], ['British Columbia', 'CA'], ['Bavaria', 'DE'],
  ['Ile-de-France', 'FR'], ['Catalonia', 'ES'], ['New South Wales', 'AU'], ['Maharashtra', 'IN'], ['Sao Paulo', 'BR'],
];
const KNOWN_REGION_IDS: Readonly<Record<string, string>> = {
  CA: 'fbd6d2f5a4e4a15e', FL: '4ec01c9dbc693497', NY: '94965b2c45386f87', TX: 'e0060cda70f5f341',
};

/**
 * The places a LOCATION criterion may name, named the way the lookup names
 * them: a country by its name; a US region "<state>, USA"; a market
 * "<market>, US"; a US city "<city>, <market>, <state>, USA" (no market
 * when it is in none); a city elsewhere "<city>, <region>, <country>"; a
 * postal code "<code>, <city>, <region>, <country>".
 */
export const LOCATIONS: readonly CatalogueEntry[] = [
  ...COUNTRIES.map(([code, name, id]) => location('COUNTRIES', code, name, id)),
  ...US_STATES.map(([abbr, name]) => location('REGIONS', 'US', `${name}, USA`, KNOWN_REGION_IDS[abbr])),
  ...OTHER_REGIONS.map(([name, country]) => location('REGIONS', country, `${name}, ${country}`)),
  ...US_METROS.map(([name]) => location('METROS', 'US', `${name}, US`)),
  // the reference's examples answer this market to a search of cities, with this place id
  location('CITIES', 'US', 'San Francisco-Oakland-San Jose CA, US', '5122804691e5fecc'),
  location('CITIES', 'US', 'Los Angeles, US', '019940ae78c7b3bc'),
  ...US_CITIES.map(([city, metro, state, id]) => location('CITIES', 'US', [city, metro, state, 'USA'].filter(Boolean).join(', '), id)),
  ...OTHER_CITIES.map(([city, region, country, id]) => location('CITIES', country, `${city}, ${region}, ${country}`, id)),
  ...POSTAL_CODES.map(([code, city, region, country]) =>
    location('POSTAL_CODES', country, `${code}, ${city}, ${region}, ${country === 'US' ? 'USA' : country}`),
  ),
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
].map((name, i) => ({ name, targeting_type: 'PLATFORM', targeting_value: String(i) }));

/** How the device and platform version lookups spell an operating system (the app lookups say IOS and ANDROID). */
export const OS_NAMES = { IOS: 'iOS', ANDROID: 'Android' } as const;

/** A release: its name (Android's dessert names; iOS has none, so the system and number), number, system. */
const platformVersion = (os: 'IOS' | 'ANDROID', number: string, targeting_value: number, name?: string): CatalogueEntry => ({
  name: name ?? `${OS_NAMES[os]} ${number}`,
  number,
  os_type: OS_NAMES[os],
  targeting_type: 'PLATFORM_VERSION',
  targeting_value: String(targeting_value),
});

const ANDROID_RELEASES: ReadonlyArray<readonly [string, string]> = [
  ['8.0', 'Oreo'], ['9.0', 'Pie'], ['10.0', 'Quince Tart'], ['11.0', 'Red Velvet Cake'], ['12.0', 'Snow Cone'], ['13.0', 'Tiramisu'],
  ['14.0', 'Upside Down Cake'], ['15.0', 'Vanilla Ice Cream'],
];

export const PLATFORM_VERSIONS: readonly CatalogueEntry[] = [
  ...['12.0', '13.0', '14.0', '15.0', '16.0', '17.0', '18.0'].map((n, i) => platformVersion('IOS', n, 300 + i)),
  ...ANDROID_RELEASES.map(([n, name], i) => platformVersion('ANDROID', n, 400 + i, name)),
];

// ---------------------------------------------------------------- devices and network operators

export const DEVICES: readonly CatalogueEntry[] = (
  [
    ['Apple', 'IOS', 'iPhone 13'], ['Apple', 'IOS', 'iPhone 14'], ['Apple', 'IOS', 'iPhone 15'], ['Apple', 'IOS', 'iPhone 16'],
    ['Apple', 'IOS', 'iPad Air'], ['Apple', 'IOS', 'iPad Pro'], ['Google', 'ANDROID', 'Pixel 8'], ['Google', 'ANDROID', 'Pixel 9'],
    ['Samsung', 'ANDROID', 'Galaxy S23'], ['Samsung', 'ANDROID', 'Galaxy S24'], ['Samsung', 'ANDROID', 'Galaxy A54'],
    ['Samsung', 'ANDROID', 'Galaxy Tab S9'], ['Motorola', 'ANDROID', 'Moto G Power'], ['OnePlus', 'ANDROID', 'OnePlus 12'],
  ] as const
).map(([manufacturer, os, name]) => ({ name, manufacturer, os_type: OS_NAMES[os], targeting_value: derivedId('DEVICE', name), targeting_type: 'DEVICE' }));

export const NETWORK_OPERATORS: readonly CatalogueEntry[] = (
  [
    ['US', 'AT&T'], ['US', 'Cellcom'], ['US', 'C Spire'], ['US', 'T-Mobile'], ['US', 'U.S. Cellular'], ['US', 'Verizon'], ['GB', 'EE'], ['GB', 'O2'], ['GB', 'Vodafone'], ['CA', 'Bell'],
    ['CA', 'Rogers'], ['CA', 'Telus'], ['JP', 'NTT Docomo'], ['JP', 'SoftBank'], ['JP', 'au'], ['DE', 'Telekom'], ['FR', 'Orange'],
  ] as const
).map(([country_code, name]) => ({
  country_code,
  targeting_type: 'NETWORK_OPERATOR',
  name,
  targeting_value: derivedId('NETWORK_OPERATOR', `${country_code}:${name}`),
}));

// ---------------------------------------------------------------- interests

const INTEREST_TAXONOMY: ReadonlyArray<readonly [string, readonly string[]]> = [
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
  ['Automotive', ['Autos & vehicles', 'Car culture', 'Hybrid and electric vehicles', 'Motorcycles', 'Pickup trucks', 'SUVs']],
  ['Beauty', ['Fragrances', 'Hair care', 'Makeup and cosmetics', 'Skin care', 'Spas']],
];

/**
 * Interests are `<category>/<subcategory>`, numbered category × 1000 +
 * position: Books and literature/Biographies and memoirs is 1001, as the
 * reference's example has it; the categories added later (Automotive,
 * Beauty) come last.
 */
export const INTERESTS: readonly CatalogueEntry[] = INTEREST_TAXONOMY.flatMap(([category, subcategories], i) =>
  subcategories.map((sub, j) => ({ name: `${category}/${sub}`, targeting_type: 'INTEREST', targeting_value: String((i + 1) * 1000 + j + 1) })),
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
  'MOVIES', 'MUSIC_GENRES', 'MUSICIANS', 'NEWS_STORIES', 'NEWS', 'PERSONS', 'PLACES', 'PODCASTS', 'POLITICAL_AFFILIATIONS', 'POLITICIANS', 'PRODUCTS',
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
  POLITICAL_AFFILIATIONS: ['Independent voters', 'Green politics'],
  SPORTS: ['Basketball', 'Cricket', 'Soccer', 'Tennis'],
  SPORTS_LEAGUES: ['Premier League', 'NBA', 'NFL'],
  TRENDS: ['Space exploration', 'Electric vehicles'],
  VIDEO_GAME_PLATFORMS: ['Mobile gaming', 'PC gaming'],
};

export const CONVERSATIONS: readonly CatalogueEntry[] = Object.entries(CONVERSATION_NAMES).flatMap(([conversation_type, names]) =>
  names!.map((name) => ({
    targeting_type: 'CONVERSATION',
    targeting_value: derivedId('CONVERSATION', `${conversation_type}:${name}`),
    name,
    conversation_type,
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
      const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
      // a day's event runs from its midnight to the next, in UTC whatever its time zone
      return {
        reach: { total_reach: null },
        name,
        start_time: `${date}T00:00:00Z`,
        top_users: [],
        top_posts: [],
        top_hashtags: [],
        gender_breakdown_percentage: {},
        end_time: `${next}T00:00:00Z`,
        country_code,
        device_breakdown_percentage: {},
        targeting_value: derivedId('EVENT', name),
        is_global: country_code === null,
        event_type: 'HOLIDAY',
        country_breakdown_percentage: {},
        targeting_type: 'EVENT',
      };
    }),
);

// ---------------------------------------------------------------- TV markets and shows

export interface TvMarket {
  name: string;
  country_code: string;
  locale: string;
}

/** The markets whose TV shows may be targeted, by locale (language-COUNTRY). */
export const TV_MARKETS: readonly TvMarket[] = (
  [
    ['France', 'FR', 'fr'], ['Chile', 'CL', 'es'], ['Germany', 'DE', 'de'], ['Netherlands', 'NL', 'nl'], ['United States', 'US', 'en'],
    ['Venezuela', 'VE', 'es'], ['Brazil', 'BR', 'pt'], ['Mexico', 'MX', 'es'], ['Colombia', 'CO', 'es'], ['United Kingdom', 'GB', 'en'],
    ['Argentina', 'AR', 'es'], ['Japan', 'JP', 'ja'], ['Canada', 'CA', 'en'], ['Spain', 'ES', 'es'], ['Italy', 'IT', 'it'],
    ['United States - Hispanic', 'US', 'es'], ['Ireland', 'IE', 'en'],
  ] as const
).map(([name, country_code, language]) => ({ name, country_code, locale: `${language}-${country_code}` }));

/** TV shows per market: name, genre (how the show is carried), and the locales it airs in. */
const TV_SHOW_LIST: ReadonlyArray<readonly [string, string, readonly string[], number?]> = [
  ['NewsWatch', 'PAID', ['en-US'], 10027243420],
  ['Evening News Hour', 'NEWS', ['en-US', 'en-CA']],
  ['Morning Newsroom', 'NEWS', ['en-GB', 'en-IE']],
  ['Sunday Night Football', 'SPORTS', ['en-US']],
  ['Premier Match Day', 'SPORTS', ['en-GB', 'en-IE']],
  ['Baking Showdown', 'REALITY', ['en-GB', 'en-US', 'en-CA']],
  ['Late Night Talk', 'TALK', ['en-US']],
  ['Noticias al Día', 'NEWS', ['es-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-VE', 'es-ES']],
  ['Fútbol Total', 'SPORTS', ['es-MX', 'es-AR', 'es-ES', 'es-US']],
  ['Le Journal du Soir', 'NEWS', ['fr-FR']],
  ['Tagesbericht', 'NEWS', ['de-DE']],
  ['Het Avondnieuws', 'NEWS', ['nl-NL']],
  ['Jornal da Noite', 'NEWS', ['pt-BR']],
  ['Telegiornale Sera', 'NEWS', ['it-IT']],
  ['Yoru no News', 'NEWS', ['ja-JP']],
];

/** A TV show as the tv_shows lookup answers it: its value is a number there, a string in a criterion. */
export interface TvShow {
  name: string;
  targeting_value: number;
  genre: string;
  locales: Array<{ language: string; country: string }>;
}

export const TV_SHOWS: readonly TvShow[] = TV_SHOW_LIST.map(([name, genre, locales, id]) => ({
  name,
  targeting_value: id ?? 10_000_000_000 + (fnv1a(`TV_SHOW:${name}`) % 1_000_000_000),
  genre,
  locales: locales.map((l) => ({ language: l.split('-')[0], country: l.split('-')[1] })),
}));

/** TV shows as criteria name them, with the countries of their markets (a show's locations must be there). */
const TV_SHOW_ENTRIES: readonly CatalogueEntry[] = TV_SHOWS.map((show) => ({
  name: show.name,
  targeting_type: 'TV_SHOW',
  targeting_value: String(show.targeting_value),
  country_codes: [...new Set(show.locales.map((l) => l.country))],
}));

// ---------------------------------------------------------------- IAB categories (content categories' targeting)

const IAB_ENTRIES: readonly CatalogueEntry[] = IAB_CATEGORIES.map((c) => ({ name: c.name, targeting_type: 'IAB_CATEGORY', targeting_value: c.id }));

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
  TV_SHOW: { lookup: 'targeting_criteria/tv_shows', entries: TV_SHOW_ENTRIES },
  IAB_CATEGORY: { lookup: 'iab_categories', entries: IAB_ENTRIES },
};

const VALUES: ReadonlyMap<string, ReadonlyMap<string, CatalogueEntry>> = new Map(
  Object.entries(CATALOGUES).map(([type, { entries }]) => [type, new Map(entries.map((e) => [e.targeting_value, e]))]),
);

/** Whether a targeting value is one its type's catalogue lists (types without a catalogue: always). */
export function inCatalogue(targetingType: string, value: string): boolean {
  const values = VALUES.get(targetingType);
  return values === undefined || values.has(value);
}

/** The catalogue entry a targeting value names (undefined for types without a catalogue, or a value no longer listed). */
export function catalogueEntry(targetingType: string, value: string): CatalogueEntry | undefined {
  return VALUES.get(targetingType)?.get(value);
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
