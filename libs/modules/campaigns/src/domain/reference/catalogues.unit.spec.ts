import { parseTargetingCriterion } from '../audience-estimate';
import { ADVERTISER_BUSINESS_CATEGORIES } from '../reference-data';
import { CONTENT_CATEGORIES, PUBLISHERS } from './content-categories';
import { IAB_CATEGORIES, IAB_CATEGORY_IDS } from './iab-categories';
import { CATALOGUES, lookup, LOCATIONS } from './targeting-catalogue';

describe('reference catalogues', () => {
  it('have unique values of the form their targeting type takes, each accepted as a criterion', () => {
    for (const [type, { entries }] of Object.entries(CATALOGUES)) {
      expect(new Set(entries.map((e) => e.targeting_value)).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.targeting_type).toBe(type === 'APP_STORE_CATEGORY_LOOKALIKE' ? 'APP_STORE_CATEGORY' : type);
        expect(parseTargetingCriterion({ targeting_type: type, targeting_value: entry.targeting_value })).toMatchObject({
          targeting_value: entry.targeting_value,
        });
      }
    }
  });

  it('refuse a value of the right form that is not listed, naming the lookup', () => {
    expect(() => parseTargetingCriterion({ targeting_type: 'LOCATION', targeting_value: '0000000000000000' })).toThrow(
      expect.objectContaining({ parameter: 'targeting_value', message: expect.stringContaining('GET targeting_criteria/locations') }),
    );
  });

  it('name IAB codes of the taxonomy in every content category, and only categories that exist and usernames of up to 15 characters for publishers', () => {
    for (const category of CONTENT_CATEGORIES) for (const code of category.iab_categories) expect(IAB_CATEGORY_IDS).toContain(code);
    const ids = new Set(CONTENT_CATEGORIES.map((c) => c.id));
    for (const publisher of PUBLISHERS) {
      for (const id of publisher.content_category_ids) expect(ids).toContain(id);
      expect(publisher.username).toMatch(/^\w{1,15}$/);
    }
    expect(new Set(PUBLISHERS.map((p) => p.user_id)).size).toBe(PUBLISHERS.length);
  });

  it('hold the whole IAB 1.0 taxonomy, and every business category code in it', () => {
    expect(IAB_CATEGORIES.filter((c) => c.parent_id === null)).toHaveLength(26);
    expect(IAB_CATEGORIES.find((c) => c.id === 'IAB17-44')).toEqual({ id: 'IAB17-44', name: 'World Soccer', parent_id: 'IAB17' });
    expect(IAB_CATEGORIES.find((c) => c.id === 'IAB19-36')?.name).toBe('Windows');
    for (const category of ADVERTISER_BUSINESS_CATEGORIES) for (const code of category.iab_categories) expect(IAB_CATEGORY_IDS).toContain(code);
  });

  it('look up by part of the name and by member, in any case', () => {
    expect(lookup(LOCATIONS, 'ANGELES', { location_type: 'cities' }).map((l) => l.name)).toEqual([
      'Los Angeles, US',
      'Los Angeles, Los Angeles CA, CA, USA',
      'East Los Angeles, Los Angeles CA, CA, USA',
      'Lake Los Angeles, Los Angeles CA, CA, USA',
      'Los Alamitos, Los Angeles CA, CA, USA',
    ]);
    expect(lookup(LOCATIONS, undefined, { location_type: 'metros', country_code: 'us' }).length).toBeGreaterThan(10);
    expect(lookup(LOCATIONS, undefined, { location_type: 'POSTAL_CODES', country_code: 'GB' }).map((l) => l.name)).toEqual([
      'SW1A, London, England, GB',
      'EC1A, London, England, GB',
    ]);
    expect(lookup(LOCATIONS, 'angeles', { location_type: 'COUNTRIES' })).toEqual([]);
  });
});
