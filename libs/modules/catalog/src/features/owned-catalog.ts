import type { Environment } from '@platform/ddd';
import type { EventStore, StreamGuard } from '@platform/event-store';
import { ownCatalog, userCatalogDecider, userCatalogStreamId } from '../domain/product-catalog';

/**
 * The caller's catalog named by the path, as the owner's stream holds it
 * now, with a guard for the append: a command on its products fails (and is
 * tried again) if the catalog is deleted in between. Not the caller's, or
 * gone: not found, naming product_catalog_id.
 */
export async function ownedCatalogGuard(store: EventStore, environment: Environment, userId: string, catalogId: string): Promise<StreamGuard> {
  const streamId = userCatalogStreamId(environment, userId);
  const { version, state } = await store.load(streamId, userCatalogDecider);
  ownCatalog(state, catalogId);
  return { streamId, expectedVersion: version };
}
