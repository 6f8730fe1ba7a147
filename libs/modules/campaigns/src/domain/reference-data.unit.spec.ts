import {
  ADVERTISER_BUSINESS_CATEGORIES,
  BUSINESS_IAB_CATEGORIES,
  CURATED_CATEGORIES,
  DEFAULT_GOAL,
  GOALS,
  IAB_CATEGORY,
  OBJECTIVES,
  PLACEMENT_ALIASES,
  PLACEMENT_VALUES,
  PLACEMENTS,
  placementsAllowed,
  PRODUCT_TYPE_ALIASES,
  PRODUCT_TYPES,
} from './reference-data';

describe('placements', () => {
  it('takes a combination the product type lists, in any order and with repeats', () => {
    expect(placementsAllowed('PROMOTED_POSTS', ['PLATFORM_SEARCH', 'PLATFORM_TIMELINE'])).toBe(true);
    expect(placementsAllowed('PROMOTED_POSTS', ['PLATFORM_TIMELINE', 'PLATFORM_SEARCH', 'PLATFORM_TIMELINE'])).toBe(true);
    expect(placementsAllowed('MEDIA', ['PUBLISHER_NETWORK'])).toBe(true);
  });

  it('refuses the profile alone, a combination the product type does not list, and an unknown product type', () => {
    expect(placementsAllowed('PROMOTED_POSTS', ['PLATFORM_PROFILE'])).toBe(false);
    expect(placementsAllowed('MEDIA', ['ALL_ON_PLATFORM'])).toBe(false);
    expect(placementsAllowed('PROMOTED_ACCOUNT', ['PLATFORM_SEARCH'])).toBe(false);
    expect(placementsAllowed('PROMOTED_TWEETS', ['ALL_ON_PLATFORM'])).toBe(false);
    expect(placementsAllowed('PROMOTED_POSTS', [])).toBe(false);
  });

  it('lists, for every product type, combinations of known placement values only', () => {
    for (const productType of PRODUCT_TYPES) {
      for (const combination of PLACEMENTS[productType]) {
        expect(combination.length).toBeGreaterThan(0);
        for (const placement of combination) expect(PLACEMENT_VALUES).toContain(placement);
      }
    }
  });

  it('reads the brand-word names the SDKs send as the neutral values', () => {
    for (const neutral of Object.values(PLACEMENT_ALIASES)) expect(PLACEMENT_VALUES).toContain(neutral);
    expect(PLACEMENT_ALIASES.ALL_ON_TWITTER).toBe('ALL_ON_PLATFORM');
    expect(PRODUCT_TYPE_ALIASES.PROMOTED_TWEETS).toBe('PROMOTED_POSTS');
    expect(PRODUCT_TYPES).toContain(PRODUCT_TYPE_ALIASES.PROMOTED_TWEETS);
  });
});

describe('objectives', () => {
  it('each have a default goal among the goals', () => {
    for (const objective of OBJECTIVES) expect(GOALS).toContain(DEFAULT_GOAL[objective]);
  });
});

describe('advertiser business categories', () => {
  it('name IAB categories a line item’s categories accept, under unique ids', () => {
    expect(new Set(ADVERTISER_BUSINESS_CATEGORIES.map((c) => c.id)).size).toBe(ADVERTISER_BUSINESS_CATEGORIES.length);
    for (const code of BUSINESS_IAB_CATEGORIES) expect(code).toMatch(IAB_CATEGORY);
  });

  it('accept IAB codes of a tier and a subtier, and nothing else', () => {
    expect('IAB1').toMatch(IAB_CATEGORY);
    expect('IAB19-18').toMatch(IAB_CATEGORY);
    for (const code of ['IAB', 'IAB1-', 'IAB123', 'iab1', 'IAB1-1-1']) expect(code).not.toMatch(IAB_CATEGORY);
  });
});

describe('curated categories', () => {
  it('have unique ids, two-letter upper-case country codes, and a count of monetized videos', () => {
    expect(new Set(CURATED_CATEGORIES.map((c) => c.id)).size).toBe(CURATED_CATEGORIES.length);
    for (const category of CURATED_CATEGORIES) {
      for (const code of category.country_codes) expect(code).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(category.videos_monetized_in_last_thirty_days)).toBe(true);
    }
  });
});
