import { AdsEntities } from '@platform/ads-entity';
import { streamCommandHandler } from '@platform/event-store';
import { CATALOG_PRODUCTS, decideDeletion, type DeleteProducts } from '../../domain/catalog-products';
import { onOwnedCatalog } from '../shared/catalog-products';
import { DeleteProductsCommand } from './delete-products.command';

/** Removes the products named, permanently; answers each key's outcome. */
export const DeleteProductsHandler = streamCommandHandler(DeleteProductsCommand, CATALOG_PRODUCTS, {
  inject: [AdsEntities],
  decide: ({ environment, userId, catalogId, productKeys }, entities: AdsEntities) =>
    onOwnedCatalog(entities, { type: 'DeleteProducts' as const, environment, catalogId, userId, productKeys }, (stamped: DeleteProducts, state) =>
      decideDeletion(stamped, state).outcomes,
    ),
  answer: (_result, { outcome }) => outcome.value,
});
