import { CATALOGUES, catalogueEntry, inCatalogue, LOCATIONS, lookup } from './targeting-catalogue';

describe('the targeting catalogues', () => {
  it('know the places the reference’s examples name, by their place ids', () => {
    expect(catalogueEntry('LOCATION', '96683cc9126741d1')).toMatchObject({ name: 'United States', location_type: 'COUNTRIES', country_code: 'US' });
    expect(catalogueEntry('LOCATION', '3b77caf94bfc81fe')).toMatchObject({ name: 'Los Angeles, Los Angeles CA, CA, USA', location_type: 'CITIES' });
  });

  it('take only listed values for a catalogued type, and any value for a type without a catalogue', () => {
    expect(inCatalogue('LOCATION', '96683cc9126741d1')).toBe(true);
    expect(inCatalogue('LOCATION', '0000000000000000')).toBe(false);
    expect(inCatalogue('KEYWORD', 'anything at all')).toBe(true);
    expect(catalogueEntry('KEYWORD', 'anything at all')).toBeUndefined();
  });

  it('list each value once per type, under the type it is a value of', () => {
    for (const [type, { entries }] of Object.entries(CATALOGUES)) {
      expect(new Set(entries.map((e) => e.targeting_value)).size).toBe(entries.length);
      for (const entry of entries) expect(entry.targeting_type).toBe(type === 'APP_STORE_CATEGORY_LOOKALIKE' ? 'APP_STORE_CATEGORY' : type);
    }
  });

  it('make up place ids of 16 hex digits where the platform’s are not public, the same on every start', () => {
    for (const place of LOCATIONS) expect(place.targeting_value).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('a catalogue lookup', () => {
  it('answers the entries whose name holds q, in any case', () => {
    const names = lookup(LOCATIONS, 'LOS ANGELES', { location_type: 'CITIES' }).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Los Angeles, Los Angeles CA, CA, USA', 'East Los Angeles, Los Angeles CA, CA, USA']));
    for (const name of names) expect(name.toLowerCase()).toContain('los angeles');
  });

  it('keeps only entries whose members equal every filter given, in any case; an unset filter keeps all', () => {
    const countries = lookup(LOCATIONS, undefined, { location_type: 'countries', country_code: undefined });
    expect(countries.length).toBeGreaterThan(0);
    for (const entry of countries) expect(entry.location_type).toBe('COUNTRIES');
    expect(lookup(LOCATIONS, undefined, { country_code: 'jp' }).every((e) => e.country_code === 'JP')).toBe(true);
    expect(lookup(LOCATIONS, undefined, { no_such_member: 'x' })).toEqual([]);
  });

  it('answers every entry for no q or a blank one', () => {
    expect(lookup(LOCATIONS, undefined)).toHaveLength(LOCATIONS.length);
    expect(lookup(LOCATIONS, '  ')).toHaveLength(LOCATIONS.length);
  });
});
