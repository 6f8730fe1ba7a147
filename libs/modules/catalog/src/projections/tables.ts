import { EntityTable } from '@platform/read-model';
import type { ProductCatalog } from '../domain/product-catalog';
import type { ProductSet } from '../domain/product-set';
import type { ScheduledFeed } from '../domain/scheduled-feed';

/** Each user's catalog (a deleted one's row goes). */
export const productCatalogsTable = new EntityTable<ProductCatalog>({
  table: 'catalog.product_catalogs',
  sortColumns: { created_at: 'created_at' },
  ownerColumn: 'user_id',
});

/** Each catalog's sets, in the order created. */
export const productSetsTable = new EntityTable<ProductSet>({
  table: 'catalog.product_sets',
  sortColumns: { created_at: 'seq' },
  ownerColumn: 'catalog_id',
  positionColumn: 'seq',
});

/** Each catalog's feeds, the whole feed (its next run and last run too; the API shows the view), in the order created. */
export const scheduledFeedsTable = new EntityTable<ScheduledFeed>({
  table: 'catalog.scheduled_feeds',
  sortColumns: { created_at: 'seq' },
  ownerColumn: 'catalog_id',
  positionColumn: 'seq',
});
