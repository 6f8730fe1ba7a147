import { DomainError, invalidParameter, notFound, type Decider, type DomainEvent, type Environment } from '@platform/ddd';

/**
 * A user's product catalog. A user owns at most one (the ads API's rule), so
 * the catalog lives on a stream of its owner (`catalog.UserCatalog-<env>-<userId>`)
 * and the rule is decided there: a second POST is refused while one exists;
 * after a DELETE (permanent) a new one may be created, with a new id.
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
export type ProductCatalogEvent = ProductCatalogCreated | ProductCatalogRenamed | ProductCatalogDeleted;

export interface UserCatalogState {
  catalog?: ProductCatalog;
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
export type ProductCatalogCommand = CreateProductCatalog | RenameProductCatalog | DeleteProductCatalog;

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
        return state.catalog ? { catalog: { ...state.catalog, name: event.data.changes.name.new, updated_at: event.data.updatedAt } } : state;
      case 'catalog.ProductCatalogDeleted':
        return {};
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
    }
  },
};
