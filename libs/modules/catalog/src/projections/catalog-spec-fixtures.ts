import type { ProductCatalogDeleted } from '../domain/product-catalog';

/** What the catalog's projection specs share: a catalog, its products' commands, and its deletion. */
export const catalog = { environment: 'sandbox' as const, catalogId: 'c-proj-spec', userId: 'u-proj-spec' };

export const productItem = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Product ${id}`,
  description: 'D',
  availability: 'in stock',
  condition: 'new',
  price: '5.00 USD',
  link: `https://shop.example/${id}`,
  image_link: `https://shop.example/${id}.png`,
  mpn: `M-${id}`,
  ...extra,
});

export const applyProducts = (items: unknown[], newKeys: string[], now = '2026-11-01T00:00:00Z') => ({ ...catalog, type: 'ApplyProducts' as const, items, newKeys, now });

export const catalogDeleted: ProductCatalogDeleted = { type: 'catalog.ProductCatalogDeleted', data: { ...catalog, deletedAt: '2026-11-09T00:00:00Z' } };
