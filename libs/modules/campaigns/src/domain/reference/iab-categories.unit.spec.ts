import { IAB_CATEGORY } from '../reference-data';
import { IAB_CATEGORIES, IAB_CATEGORY_IDS } from './iab-categories';

describe('the IAB categories', () => {
  it('begin as the reference’s example does: a tier-1 category, then its first tier-2 one', () => {
    expect(IAB_CATEGORIES.slice(0, 2)).toEqual([
      { id: 'IAB1', parent_id: null, name: 'Arts & Entertainment' },
      { id: 'IAB1-1', parent_id: 'IAB1', name: 'Books & Literature' },
    ]);
  });

  it('number each tier-2 category after its parent, which comes before it', () => {
    const seen = new Set<string>();
    for (const category of IAB_CATEGORIES) {
      if (category.parent_id === null) expect(category.id).toMatch(/^IAB\d+$/);
      else {
        expect(seen.has(category.parent_id)).toBe(true);
        expect(category.id.startsWith(`${category.parent_id}-`)).toBe(true);
      }
      seen.add(category.id);
    }
    expect(IAB_CATEGORY_IDS.size).toBe(IAB_CATEGORIES.length);
  });

  it('are all codes a line item’s categories take', () => {
    for (const id of IAB_CATEGORY_IDS) expect(id).toMatch(IAB_CATEGORY);
  });
});
