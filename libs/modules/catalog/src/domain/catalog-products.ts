import { type Decider, type DomainEvent, type Environment, invalidParameter, missingParameter } from '@platform/ddd';
import { checkProductItem, type ItemProblem, PRODUCT_FIELDS, type ProductFields } from './product';

/**
 * A catalog's products, on one stream per catalog (`catalog.CatalogProducts-<env>-<catalogId>`):
 * a batch of up to 25 items is one command, one version check and one event
 * holding every item's outcome, so that a batch is all-or-nothing in the store
 * and costs one append however many items it has; and the rules that need
 * the whole catalog (an id already known, groups) are decided where the whole
 * catalog is.
 */
export const CATALOG_PRODUCTS_STREAM = 'catalog.CatalogProducts';
export const catalogProductsStreamId = (environment: Environment, catalogId: string) => `${CATALOG_PRODUCTS_STREAM}-${environment}-${catalogId}`;

export const MAX_BATCH = 25;

export interface StoredProduct extends ProductFields {
  id: string;
  product_key: string;
  item_group_key: string | null;
}

export type ProductsStatus = 'CREATE_SUCCESS' | 'UPDATE_SUCCESS' | 'NO_CHANGE' | 'ERROR';

export interface ItemOutcome {
  id: string | null;
  product_key: string | null;
  status: ProductsStatus;
  errors: ItemProblem[];
  warnings: ItemProblem[];
}

/** What the batch event keeps of an item that changed the catalog: a created product, or the changed fields. */
export type AppliedItem =
  | { kind: 'created'; product: StoredProduct }
  | { kind: 'updated'; id: string; productKey: string; changes: Record<string, { old: unknown; new: unknown }> };

export type ProductsBatchApplied = DomainEvent<
  'catalog.ProductsBatchApplied',
  { environment: Environment; catalogId: string; userId: string; items: AppliedItem[]; appliedAt: string }
>;
export type ProductsDeleted = DomainEvent<
  'catalog.ProductsDeleted',
  { environment: Environment; catalogId: string; userId: string; products: Array<{ id: string; productKey: string }>; deletedAt: string }
>;
export type CatalogProductsEvent = ProductsBatchApplied | ProductsDeleted;

export interface CatalogProductsState {
  /** By id. */
  products: Map<string, StoredProduct>;
  /** Product key → id. */
  keys: Map<string, string>;
  /** item_group_id → item_group_key. */
  groups: Map<string, string>;
}

export interface ApplyProducts {
  type: 'ApplyProducts';
  environment: Environment;
  catalogId: string;
  userId: string;
  items: unknown[];
  /** Keys minted for the items, by position (a created product takes its own). */
  newKeys: string[];
  now: string;
}

export interface DeleteProducts {
  type: 'DeleteProducts';
  environment: Environment;
  catalogId: string;
  userId: string;
  productKeys: string[];
  now: string;
}

export type CatalogProductsCommand = ApplyProducts | DeleteProducts;

/** The per-item outcomes of a batch, decided with its event (none when nothing changes). */
export function decideProducts(command: ApplyProducts, state: CatalogProductsState): { outcomes: ItemOutcome[]; events: ProductsBatchApplied[] } {
  if (!Array.isArray(command.items) || command.items.length === 0) throw missingParameter('products');
  if (command.items.length > MAX_BATCH) {
    throw invalidParameter('products', `A batch holds at most ${MAX_BATCH} products, got ${command.items.length}`, 'TOO_MANY_PRODUCTS');
  }
  const checked = command.items.map(checkProductItem);
  const seen = new Map<string, number>();
  for (const item of checked) if (item.id) seen.set(item.id, (seen.get(item.id) ?? 0) + 1);
  const groups = new Map(state.groups);
  const applied: AppliedItem[] = [];
  const outcomes = checked.map((item, index): ItemOutcome => {
    const known = item.id ? state.products.get(item.id) : undefined;
    if (item.id && seen.get(item.id)! > 1) {
      const repeated = { code: 'DUPLICATE_ID', parameter: 'id', message: `id ${item.id} is given more than once in this batch: every instance is ignored` };
      return { id: item.id, product_key: known?.product_key ?? null, status: 'ERROR', errors: [repeated, ...item.errors], warnings: item.warnings };
    }
    if (!item.fields || !item.id) {
      return { id: item.id ?? null, product_key: known?.product_key ?? null, status: 'ERROR', errors: item.errors, warnings: item.warnings };
    }
    const groupKey = item.fields.item_group_id ? groupKeyFor(groups, item.fields.item_group_id, command.newKeys[index]) : null;
    if (!known) {
      const product: StoredProduct = { id: item.id, product_key: command.newKeys[index], item_group_key: groupKey, ...item.fields };
      applied.push({ kind: 'created', product });
      return { id: item.id, product_key: product.product_key, status: 'CREATE_SUCCESS', errors: [], warnings: item.warnings };
    }
    const changes: Record<string, { old: unknown; new: unknown }> = {};
    for (const field of [...PRODUCT_FIELDS, 'item_group_key'] as const) {
      const next = field === 'item_group_key' ? groupKey : item.fields[field];
      if (known[field] !== next) changes[field] = { old: known[field], new: next };
    }
    if (Object.keys(changes).length === 0) {
      return { id: item.id, product_key: known.product_key, status: 'NO_CHANGE', errors: [], warnings: item.warnings };
    }
    applied.push({ kind: 'updated', id: item.id, productKey: known.product_key, changes });
    return { id: item.id, product_key: known.product_key, status: 'UPDATE_SUCCESS', errors: [], warnings: item.warnings };
  });
  const { environment, catalogId, userId, now } = command;
  const events: ProductsBatchApplied[] = applied.length
    ? [{ type: 'catalog.ProductsBatchApplied', data: { environment, catalogId, userId, items: applied, appliedAt: now } }]
    : [];
  return { outcomes, events };
}

/** The group's key: the one it has, or (a new group) one minted for this batch. */
function groupKeyFor(groups: Map<string, string>, groupId: string, minted: string): string {
  let key = groups.get(groupId);
  if (!key) {
    key = `g${minted}`;
    groups.set(groupId, key);
  }
  return key;
}

export interface DeleteOutcome {
  product_key: string | null;
  failed_product_key: string | null;
  message: string | null;
}

export function decideDeletion(command: DeleteProducts, state: CatalogProductsState): { outcomes: DeleteOutcome[]; events: ProductsDeleted[] } {
  if (!Array.isArray(command.productKeys) || command.productKeys.length === 0) {
    throw missingParameter('product_keys');
  }
  const removed: Array<{ id: string; productKey: string }> = [];
  const outcomes = command.productKeys.map((key): DeleteOutcome => {
    const id = state.keys.get(key);
    if (id === undefined || removed.some((r) => r.productKey === key)) {
      return { product_key: null, failed_product_key: key, message: `Product key ${key} was not found in this catalog` };
    }
    removed.push({ id, productKey: key });
    return { product_key: key, failed_product_key: null, message: null };
  });
  const { environment, catalogId, userId, now } = command;
  const events: ProductsDeleted[] = removed.length
    ? [{ type: 'catalog.ProductsDeleted', data: { environment, catalogId, userId, products: removed, deletedAt: now } }]
    : [];
  return { outcomes, events };
}

export const catalogProductsDecider: Decider<CatalogProductsState, CatalogProductsCommand, CatalogProductsEvent> = {
  initialState: () => ({ products: new Map(), keys: new Map(), groups: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'catalog.ProductsBatchApplied': {
        const next = copy(state);
        for (const item of event.data.items) {
          let product: StoredProduct | undefined;
          if (item.kind === 'created') {
            product = item.product;
            next.keys.set(product.product_key, product.id);
          } else {
            const current = next.products.get(item.id);
            if (!current) continue;
            const changed = { ...current } as Record<string, unknown>;
            for (const [field, change] of Object.entries(item.changes)) changed[field] = change.new;
            product = changed as unknown as StoredProduct;
          }
          next.products.set(product.id, product);
          if (product.item_group_id && product.item_group_key) next.groups.set(product.item_group_id, product.item_group_key);
        }
        return next;
      }
      case 'catalog.ProductsDeleted': {
        const next = copy(state);
        for (const { id, productKey } of event.data.products) {
          next.products.delete(id);
          next.keys.delete(productKey);
        }
        return next;
      }
      default:
        return state;
    }
  },
  decide: (command, state) => (command.type === 'ApplyProducts' ? decideProducts(command, state).events : decideDeletion(command, state).events),
};

/** A new state to change: a state once folded is kept (per version) and never changed. */
function copy(state: CatalogProductsState): CatalogProductsState {
  return { products: new Map(state.products), keys: new Map(state.keys), groups: new Map(state.groups) };
}
