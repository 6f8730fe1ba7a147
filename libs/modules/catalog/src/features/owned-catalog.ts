import type { Environment } from '@platform/ddd';
import { type EventStore, Prepare, type StreamGuard } from '@platform/event-store';
import { ownCatalog, userCatalogDecider, type UserCatalogState, userCatalogStreamId } from '../domain/product-catalog';

/**
 * The caller's catalog named by the path, as the owner's stream holds it
 * now, with a guard for the append: a command on its products fails (and is
 * tried again) if the catalog is deleted in between. Not the caller's, or
 * gone: not found, naming product_catalog_id.
 */
export async function ownedCatalogGuard(store: EventStore, environment: Environment, userId: string, catalogId: string): Promise<StreamGuard> {
  const streamId = userCatalogStreamId(environment, userId);
  // what this process knows, when it says the catalog is the caller's: the guard checks it still holds
  const known = store.known<UserCatalogState>(streamId, userCatalogDecider);
  const { version, state } = known?.state.catalog?.id === catalogId ? known : await store.load(streamId, userCatalogDecider);
  ownCatalog(state, catalogId);
  return { streamId, expectedVersion: version };
}

/**
 * A command on a stream of the caller's catalog (its products, a set, a
 * feed), prepared on each attempt with the guard on the catalog's owner
 * stream; `seen` gets the state the attempt decides on (for what the answer
 * needs beyond the decided state: per-item outcomes, a deleted entity).
 */
export function onOwnedCatalog<S, C>(
  store: EventStore,
  owner: { environment: Environment; userId: string; catalogId: string },
  command: C,
  seen?: (state: S) => void,
): Prepare<S, C> {
  return new Prepare(async (state: S) => {
    const guard = await ownedCatalogGuard(store, owner.environment, owner.userId, owner.catalogId);
    seen?.(state);
    return { command, guards: [guard] };
  });
}
