import { curatedCategoriesIn, curatedCategoryNotFound, findCuratedCategory } from './curated-category';

describe('curated categories', () => {
  it('finds a category by its id, as the reference’s example names one', () => {
    expect(findCuratedCategory('9ddrgesiap6o')).toMatchObject({ id: '9ddrgesiap6o', country_codes: expect.arrayContaining(['US']) });
    expect(findCuratedCategory('nope')).toBeUndefined();
  });

  it('lists the categories available in any of the countries, once each, in id order, whatever the case of the codes', () => {
    const us = curatedCategoriesIn(['us']).map((c) => c.id);
    expect(us.length).toBeGreaterThan(0);
    expect(us).toEqual([...us].sort());
    const usOrJapan = curatedCategoriesIn(['US', 'JP']).map((c) => c.id);
    expect(new Set(usOrJapan).size).toBe(usOrJapan.length);
    expect(usOrJapan).toEqual(expect.arrayContaining(us));
    for (const category of curatedCategoriesIn(['KR'])) expect(category.country_codes).toContain('KR');
  });

  it('lists none for a country without categories, or no country', () => {
    expect(curatedCategoriesIn(['ZZ'])).toEqual([]);
    expect(curatedCategoriesIn([])).toEqual([]);
  });

  it('answers an unknown id as not found, naming curated_category_id', () => {
    expect(curatedCategoryNotFound('x9')).toMatchObject({ kind: 'not_found', parameter: 'curated_category_id', message: 'Curated Category x9 was not found' });
  });
});
