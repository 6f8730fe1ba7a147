import type { EndpointOptions } from '@platform/ads-entity';

const CATALOGS = 'product_catalogs';
const CATALOG = `${CATALOGS}/:product_catalog_id`;

/**
 * Where the catalog's endpoints are, and what they share: their tag and the
 * early access they need; the path's own id echoed as `id`, as the catalog
 * reference's answers do.
 */
export const catalogPaths = {
  catalogs: CATALOGS,
  catalog: CATALOG,
  productSets: `${CATALOG}/product_sets`,
  productSet: `${CATALOG}/product_sets/:product_set_id`,
  scheduledFeeds: `${CATALOG}/scheduled_feeds`,
  scheduledFeed: `${CATALOG}/scheduled_feeds/:scheduled_feed_id`,
};

/** The catalog's routes under `path`, as its entities declare them (`routes`). */
export const catalogRoutes = (path: string) => ({ path, tag: 'ads: product catalogs', beta: 'catalog' }) as const;

/** A catalog endpoint at `path` (`echoIdAsId` where the path ends with the entity's id). */
export const catalogEndpoint = (path: string, echoIdAsId = false): EndpointOptions => ({ ...catalogRoutes(path), echoIdAsId });
