import { DomainError, invalidParameter, notFound, type Decider, type DomainEvent, type Environment } from '@platform/ddd';

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

export interface UserCatalogState {
  catalog?: ProductCatalog;
  /** The user's scheduled feed (feeds created before the rule was kept here are not counted). */
  feedId?: string;
}

interface CatalogCommandBase {
  environment: Environment;
  userId: string;
  catalogId: string;
  now: string;
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
export interface ClaimScheduledFeed extends CatalogCommandBase {
  type: 'ClaimScheduledFeed';
  feedId: string;
}
export interface ReleaseScheduledFeed extends CatalogCommandBase {
  type: 'ReleaseScheduledFeed';
  feedId: string;
}
export type ProductCatalogCommand = CreateProductCatalog | RenameProductCatalog | DeleteProductCatalog | ClaimScheduledFeed | ReleaseScheduledFeed;

/** Unknown, deleted and other users' catalogs answer alike. */
export const catalogNotFound = (catalogId: string) =>
  notFound(`Product catalog ${catalogId} was not found`, 'product_catalog_id');

function checkName(name: string): void {
  if (name.trim() === '') throw invalidParameter('name', 'name must not be blank');
  if (name.length > MAX_CATALOG_NAME) throw invalidParameter('name', `name must be at most ${MAX_CATALOG_NAME} characters`);
}

/** The caller's catalog when it is the one named, or not found. */
export function ownCatalog(state: UserCatalogState, catalogId: string): ProductCatalog {
  if (!state.catalog || state.catalog.id !== catalogId) throw catalogNotFound(catalogId);
  return state.catalog;
}

export const userCatalogDecider: Decider<UserCatalogState, ProductCatalogCommand, ProductCatalogEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    switch (event.type) {
      case 'catalog.ProductCatalogCreated':
        return {
          catalog: { id: event.data.catalogId, name: event.data.name, created_at: event.data.createdAt, updated_at: event.data.createdAt },
        };
      case 'catalog.ProductCatalogRenamed':
        return state.catalog ? { ...state, catalog: { ...state.catalog, name: event.data.changes.name.new, updated_at: event.data.updatedAt } } : state;
      case 'catalog.ProductCatalogDeleted':
        // its feeds go with it
        return {};
      case 'catalog.ScheduledFeedClaimed':
        return { ...state, feedId: event.data.feedId };
      case 'catalog.ScheduledFeedReleased':
        return state.feedId === event.data.feedId ? { catalog: state.catalog } : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { environment, userId, catalogId, now } = command;
    switch (command.type) {
      case 'CreateProductCatalog':
        if (state.catalog) {
          throw new DomainError('invalid', `User ${userId} already has a product catalog (${state.catalog.id}); a user has one catalog`, {
            code: 'INVALID_REQUEST',
          });
        }
        checkName(command.name);
        return [{ type: 'catalog.ProductCatalogCreated', data: { environment, userId, catalogId, name: command.name, createdAt: now } }];
      case 'RenameProductCatalog': {
        const catalog = ownCatalog(state, catalogId);
        checkName(command.name);
        if (catalog.name === command.name) return [];
        return [
          {
            type: 'catalog.ProductCatalogRenamed',
            data: { environment, userId, catalogId, changes: { name: { old: catalog.name, new: command.name } }, updatedAt: now },
          },
        ];
      }
      case 'DeleteProductCatalog':
        ownCatalog(state, catalogId);
        return [{ type: 'catalog.ProductCatalogDeleted', data: { environment, userId, catalogId, deletedAt: now } }];
      case 'ClaimScheduledFeed':
        ownCatalog(state, catalogId);
        if (state.feedId !== undefined && state.feedId !== command.feedId) {
          throw new DomainError('invalid', `User ${userId} already has a scheduled feed (${state.feedId}); a user has one feed`, { code: 'INVALID_REQUEST' });
        }
        if (state.feedId === command.feedId) return [];
        return [{ type: 'catalog.ScheduledFeedClaimed', data: { environment, userId, catalogId, feedId: command.feedId, claimedAt: now } }];
      case 'ReleaseScheduledFeed':
        ownCatalog(state, catalogId);
        if (state.feedId !== command.feedId) return [];
        return [{ type: 'catalog.ScheduledFeedReleased', data: { environment, userId, catalogId, feedId: command.feedId, releasedAt: now } }];
    }
  },
};
