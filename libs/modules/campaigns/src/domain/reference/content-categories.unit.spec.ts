import { CONTENT_CATEGORIES, PUBLISHERS } from './content-categories';

describe('content categories and their publishers', () => {
  it('begin as the reference’s example does, with its ids, names and IAB codes', () => {
    expect(CONTENT_CATEGORIES.slice(0, 2)).toEqual([
      expect.objectContaining({ id: 'ru', name: 'Automotive (Cars, Trucks, Racing)', iab_categories: ['IAB2'] }),
      expect.objectContaining({ id: 'sk', name: 'Comedy', iab_categories: ['IAB1-4'] }),
    ]);
  });

  it('count, for each category, the publishers GET publishers lists in it', () => {
    for (const category of CONTENT_CATEGORIES) {
      const publishers = PUBLISHERS.filter((p) => p.content_category_ids.includes(category.id));
      expect(category.publishers_in_last_thirty_days).toBe(publishers.length);
      expect(category.videos_monetized_in_last_thirty_days).toBeGreaterThan(0);
    }
  });

  it('give every publisher a 19-digit user id of its own, the same on every start, in a known category', () => {
    const ids = PUBLISHERS.map((p) => p.user_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const publisher of PUBLISHERS) {
      expect(publisher.user_id).toMatch(/^\d{19}$/);
      for (const id of publisher.content_category_ids) expect(CONTENT_CATEGORIES.map((c) => c.id)).toContain(id);
    }
  });

  it('make a publisher eligible for promotion only where it is monetized', () => {
    for (const publisher of PUBLISHERS) {
      for (const country of publisher.promotion_eligible_country_codes) expect(publisher.monetizable_country_codes).toContain(country);
    }
  });
});
