const CATALOGS = 'product_catalogs';
const CATALOG = `${CATALOGS}/:product_catalog_id`;

/** Where the catalog's entities are: the collections of their routes (`routes`). */
export const catalogPaths = {
  catalogs: CATALOGS,
  productSets: `${CATALOG}/product_sets`,
  scheduledFeeds: `${CATALOG}/scheduled_feeds`,
};

/**
 * The catalog's routes under `path`, as its entities declare them (`routes`):
 * their tag and the early access they need.
 */
export const catalogRoutes = (path: string) => ({ path, tag: 'ads: product catalogs', beta: 'catalog' }) as const;
