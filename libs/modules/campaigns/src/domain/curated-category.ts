import { notFound } from '@platform/ddd';
import { CURATED_CATEGORIES, type CuratedCategory } from './reference-data';

/** Curated categories: a fixed catalogue, each available in some countries. */
export const curatedCategoryNotFound = (id: string) => notFound(`Curated Category ${id} was not found`, 'curated_category_id');

export function findCuratedCategory(id: string): CuratedCategory | undefined {
  return CURATED_CATEGORIES.find((c) => c.id === id);
}

/** The categories available in at least one of the countries, in id order. */
export function curatedCategoriesIn(countryCodes: readonly string[]): CuratedCategory[] {
  const wanted = new Set(countryCodes.map((c) => c.toUpperCase()));
  return CURATED_CATEGORIES.filter((c) => c.country_codes.some((code) => wanted.has(code))).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}
