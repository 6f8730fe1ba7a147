import {
  type ClaimStream,
  type Decider,
  DomainError,
  type DomainEvent,
  type Environment,
  invalidParameter,
  lifecycle,
  lifecycleDecider,
  type LifecycleState,
  liveEntity,
  notFound,
  type OwnedCommandBase,
} from '@platform/ddd';

/**
 * A user's product catalog. A user owns at most one (the ads API's rule), so
 * the catalog lives on a stream of its owner (`catalog.UserCatalog-<env>-<userId>`)
 * and the rule is decided there: a second POST is refused while one exists;
 * after a DELETE (permanent) a new one may be created, with a new id. The
 * one-feed rule is decided here too: a feed's creation claims the user's
 * feed on this stream in the same append, its deletion releases it.
 */
export const USER_CATALOG_STREAM = 'catalog.UserCatalog';

export const userCatalogStreamId = (environment: Environment, userId: string) => `${USER_CATALOG_STREAM}-${environment}-${userId}`;

export const MAX_CATALOG_NAME = 255;

export interface ProductCatalog {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

export type ProductCatalogCreated = DomainEvent<
  'catalog.ProductCatalogCreated',
  { environment: Environment; userId: string; catalogId: string; name: string; createdAt: string }
>;
export type ProductCatalogRenamed = DomainEvent<
  'catalog.ProductCatalogRenamed',
  { environment: Environment; userId: string; catalogId: string; changes: { name: { old: string; new: string } }; updatedAt: string }
>;
export type ProductCatalogDeleted = DomainEvent<
  'catalog.ProductCatalogDeleted',
  { environment: Environment; userId: string; catalogId: string; deletedAt: string }
>;
/** The user's one scheduled feed (the reference's rule), claimed here in the feed's creation. */
export type ScheduledFeedClaimed = DomainEvent<
  'catalog.ScheduledFeedClaimed',
  { environment: Environment; userId: string; catalogId: string; feedId: string; claimedAt: string }
>;
export type ScheduledFeedReleased = DomainEvent<
  'catalog.ScheduledFeedReleased',
  { environment: Environment; userId: string; catalogId: string; feedId: string; releasedAt: string }
>;
export type ProductCatalogEvent = ProductCatalogCreated | ProductCatalogRenamed | ProductCatalogDeleted | ScheduledFeedClaimed | ScheduledFeedReleased;

export interface UserCatalogState extends LifecycleState<ProductCatalog> {
  /** The user's scheduled feed (feeds created before the rule was kept here are not counted). */
  feedId?: string;
}

interface CatalogCommandBase extends OwnedCommandBase {
  userId: string;
}
export interface CreateProductCatalog extends CatalogCommandBase {
  type: 'CreateProductCatalog';
  name: string;
}
export interface RenameProductCatalog extends CatalogCommandBase {
  type: 'RenameProductCatalog';
  name: string;
}
export interface DeleteProductCatalog extends CatalogCommandBase {
  type: 'DeleteProductCatalog';
}
interface FeedClaim {
  environment: Environment;
  userId: string;
  catalogId: string;
  feedId: string;
  now: string;
}
export interface ClaimScheduledFeed extends FeedClaim {
  type: 'ClaimScheduledFeed';
}
export interface ReleaseScheduledFeed extends FeedClaim {
  type: 'ReleaseScheduledFeed';
}
export type ProductCatalogCommand = CreateProductCatalog | RenameProductCatalog | DeleteProductCatalog | ClaimScheduledFeed | ReleaseScheduledFeed;

/** Unknown, deleted and other users' catalogs answer alike. */
export const catalogNotFound = (catalogId: string) =>
  notFound(`Product catalog ${catalogId} was not found`, 'product_catalog_id');

function checkName(name: string): string {
  if (name.trim() === '') throw invalidParameter('name', 'name must not be blank');
  if (name.length > MAX_CATALOG_NAME) throw invalidParameter('name', `name must be at most ${MAX_CATALOG_NAME} characters`);
  return name;
}

/**
 * The catalog's lifecycle, a user's entity: its events keep the shapes they
 * were stored in (the created one holds the name, not the entity; an update
 * is a rename).
 */
export const productCatalogLifecycle = lifecycle<ProductCatalog, CreateProductCatalog, RenameProductCatalog, DeleteProductCatalog>('catalog.ProductCatalog', {
  label: 'Product catalog',
  owner: 'userId',
  events: { updated: 'catalog.ProductCatalogRenamed' },
  dataKeys: { id: 'catalogId' },
  commands: { update: 'RenameProductCatalog' },
  notFound: catalogNotFound,
  createdData: {
    write: (catalog) => ({ catalogId: catalog.id, name: catalog.name, createdAt: catalog.created_at }),
    read: (data) => ({ id: data.catalogId as string, name: data.name as string, created_at: data.createdAt as string, updated_at: data.createdAt as string, deleted: false }),
  },
  create: (c) => ({ id: c.id, name: checkName(c.name), created_at: c.now, updated_at: c.now, deleted: false }),
  update: (catalog, c) => ({ ...catalog, name: checkName(c.name) }),
});

/** The caller's catalog when it is the one named, or not found. */
export function ownCatalog(state: UserCatalogState, userId: string, catalogId: string): ProductCatalog {
  const catalog = liveEntity(state, userId, catalogId);
  if (!catalog) throw catalogNotFound(catalogId);
  return catalog;
}

const catalogLifecycle = lifecycleDecider(productCatalogLifecycle);

/**
 * The user's stream: the catalog's lifecycle, a new catalog once the last is
 * deleted (with its feeds), and the claim on the user's one feed.
 */
export const userCatalogDecider: Decider<UserCatalogState, ProductCatalogCommand, ProductCatalogEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    switch (event.type) {
      case 'catalog.ScheduledFeedClaimed':
        return { ...state, feedId: event.data.feedId };
      case 'catalog.ScheduledFeedReleased':
        return state.feedId === event.data.feedId ? { ...state, feedId: undefined } : state;
      case 'catalog.ProductCatalogDeleted':
        // its feeds go with it
        return { ...catalogLifecycle.evolve(state, event), feedId: undefined };
      default:
        return { ...state, ...catalogLifecycle.evolve(state, event) };
    }
  },
  decide: (command, state) => {
    const { environment, userId, now } = command;
    switch (command.type) {
      case 'CreateProductCatalog': {
        const current = state.entity && !state.entity.deleted ? state.entity : undefined;
        if (current) {
          throw new DomainError('invalid', `User ${userId} already has a product catalog (${current.id}); a user has one catalog`, {
            code: 'INVALID_REQUEST',
          });
        }
        // a deleted catalog is replaced
        return catalogLifecycle.decide(command, {}) as ProductCatalogEvent[];
      }
      case 'ClaimScheduledFeed':
        ownCatalog(state, userId, command.catalogId);
        if (state.feedId !== undefined && state.feedId !== command.feedId) {
          throw new DomainError('invalid', `User ${userId} already has a scheduled feed (${state.feedId}); a user has one feed`, { code: 'INVALID_REQUEST' });
        }
        if (state.feedId === command.feedId) return [];
        return [{ type: 'catalog.ScheduledFeedClaimed', data: { environment, userId, catalogId: command.catalogId, feedId: command.feedId, claimedAt: now } }];
      case 'ReleaseScheduledFeed':
        ownCatalog(state, userId, command.catalogId);
        if (state.feedId !== command.feedId) return [];
        return [{ type: 'catalog.ScheduledFeedReleased', data: { environment, userId, catalogId: command.catalogId, feedId: command.feedId, releasedAt: now } }];
      default:
        return catalogLifecycle.decide(command, state) as ProductCatalogEvent[];
    }
  },
};

/** The user's stream as a claim stream, where a feed's creation claims the user's one feed (and its deletion releases it). */
export const USER_CATALOG: ClaimStream<UserCatalogState, ProductCatalogCommand, ProductCatalogEvent> = {
  type: USER_CATALOG_STREAM,
  decider: userCatalogDecider,
  events: {
    'catalog.ProductCatalogCreated': 1, 'catalog.ProductCatalogRenamed': 1, 'catalog.ProductCatalogDeleted': 1,
    'catalog.ScheduledFeedClaimed': 1, 'catalog.ScheduledFeedReleased': 1,
  },
};
