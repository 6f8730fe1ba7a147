import { forbidden } from '@platform/ddd';
import { StringParam } from '@platform/http';
import type { ProductCatalog } from '../domain/product-catalog';

/**
 * Catalogs are their user's, not an ad account's: `user_id` (default the
 * authenticated user) may name the caller only.
 */
export function ownerOrRefuse(userId: string | undefined, caller: string): string {
  if (userId !== undefined && userId !== caller) {
    throw forbidden(`user_id ${userId} is not the authenticated user: a catalog is read and written by its owner only`, 'user_id');
  }
  return caller;
}

/** `user_id`: a numeric user id. */
export const UserIdParam = () => StringParam({ pattern: /^\d{1,19}$/ });

/** A catalog as the API shows it. */
export const catalogView = (catalog: ProductCatalog) => ({ id: catalog.id, name: catalog.name });
export type ProductCatalogView = ReturnType<typeof catalogView>;
