import { type Decider, DomainError, type DomainEvent, type Environment, invalidParameter, lifecycleNames, type LifecycleState, missingParameter, notFound, streamKind } from '@platform/ddd';
import { type CheckedItem, checkProductItem, isVariant, type ItemProblem, PRODUCT_FIELDS, type ProductFields } from './product';
import {
  checkFilters,
  evaluateFilters,
  MAX_MANUAL_PRODUCTS,
  MAX_SET_DESCRIPTION,
  MAX_SET_NAME,
  type ProductFilter,
  type ProductSet,
  type ProductSetType,
} from './product-set';

/**
 * A catalog's products and product sets, on one stream per catalog (`catalog.CatalogProducts-<env>-<catalogId>`):
 * a batch of up to 25 items is one command, one version check and one event
 * holding every item's outcome, so that a batch is all-or-nothing in the store
 * and costs one append however many items it has; and the rules that need
 * the whole catalog (an id already known, groups, the keys of a MANUAL set, what
 * a FILTERED set selects) are decided where the whole catalog is.
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
  {
    environment: Environment;
    catalogId: string;
    userId: string;
    items: AppliedItem[];
    /** The FILTERED sets this change makes PROCESSING (to be evaluated again). */
    processing: string[];
    appliedAt: string;
  }
>;
export type ProductsDeleted = DomainEvent<
  'catalog.ProductsDeleted',
  {
    environment: Environment;
    catalogId: string;
    userId: string;
    products: Array<{ id: string; productKey: string }>;
    /** MANUAL sets that held some of them, with what they hold now. */
    sets: Array<{ setId: string; productIds: string[]; productKeys: string[] }>;
    /** The FILTERED sets this change makes PROCESSING (to be evaluated again). */
    processing: string[];
    deletedAt: string;
  }
>;
export type ProductSetCreated = DomainEvent<
  'catalog.ProductSetCreated',
  { environment: Environment; catalogId: string; userId: string; set: ProductSet; createdAt: string }
>;
export type ProductSetUpdated = DomainEvent<
  'catalog.ProductSetUpdated',
  { environment: Environment; catalogId: string; userId: string; setId: string; changes: Record<string, { old: unknown; new: unknown }>; updatedAt: string }
>;
export type ProductSetDeleted = DomainEvent<
  'catalog.ProductSetDeleted',
  { environment: Environment; catalogId: string; userId: string; setId: string; deletedAt: string }
>;
export type ProductSetsEvaluated = DomainEvent<
  'catalog.ProductSetsEvaluated',
  {
    environment: Environment;
    catalogId: string;
    userId: string;
    /** The products revision the sets were evaluated at. */
    revision: number;
    results: Array<{ setId: string; status: 'DONE' | 'FAILED'; productIds: string[]; reason: string | null }>;
    evaluatedAt: string;
  }
>;
export type CatalogProductsEvent = ProductsBatchApplied | ProductsDeleted | ProductSetCreated | ProductSetUpdated | ProductSetDeleted | ProductSetsEvaluated;

export interface CatalogProductsState {
  /** By id. */
  products: Map<string, StoredProduct>;
  /** Product key → id. */
  keys: Map<string, string>;
  /** item_group_id → item_group_key. */
  groups: Map<string, string>;
  /** Counts the changes to the products: a FILTERED set evaluated at an older one is PROCESSING. */
  revision: number;
  /** By id (deleted sets leave). */
  sets: Map<string, ProductSet>;
  /** The catalog's owner, from its events (for the events the processor appends). */
  userId?: string;
  /** The catalog, from its events: the owner of its sets. */
  catalogId?: string;
}

export interface ApplyProducts {
  type: 'ApplyProducts';
  environment: Environment;
  catalogId: string;
  userId: string;
  items: unknown[];
  /** Keys minted for the items, by position (a created product takes its own). */
  newKeys: string[];
  /** The most items the batch may hold: the API's 25 by default (a feed run applies more). */
  maxItems?: number;
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

/** A set's command, as the kit sends it: the set's id, its catalog (its owner) and the catalog's user. */
interface SetCommandBase {
  environment: Environment;
  catalogId: string;
  userId: string;
  id: string;
  now: string;
}
export interface CreateProductSet extends SetCommandBase {
  type: 'CreateProductSet';
  name: string;
  description: string | null;
  setType: ProductSetType;
  filters?: unknown;
  productKeys?: string[];
}
export interface UpdateProductSet extends SetCommandBase {
  type: 'UpdateProductSet';
  name?: string;
  description?: string | null;
  /** MANUAL: the products the set holds from now on. */
  productKeys?: string[];
  /** Sent back by clients that send the whole set: a MANUAL set's are none. */
  filters?: unknown;
}
export interface DeleteProductSet extends SetCommandBase {
  type: 'DeleteProductSet';
}
/** From the catalog's processor: evaluate the FILTERED sets not evaluated at the current revision. */
export interface EvaluateProductSets {
  type: 'EvaluateProductSets';
  environment: Environment;
  catalogId: string;
  now: string;
}

export type CatalogProductsCommand = ApplyProducts | DeleteProducts | CreateProductSet | UpdateProductSet | DeleteProductSet | EvaluateProductSets;

export const productSetNotFound = (setId: string) => notFound(`Product set ${setId} was not found`, 'product_set_id');

/**
 * A product set's lifecycle, named: an entity of its catalog, decided on the
 * catalog's products stream (`catalogProductsDecider`) with the products its
 * keys and filters are about.
 */
export const productSetLifecycle = lifecycleNames<ProductSet, CreateProductSet, UpdateProductSet, DeleteProductSet>('catalog.ProductSet', {
  label: 'Product set',
  owner: 'catalogId',
  dataKeys: { entity: 'set', id: 'setId' },
  notFound: productSetNotFound,
});

/** The set an id names in the catalog's state, with its catalog. */
export const setIn = (state: CatalogProductsState, id: string): LifecycleState<ProductSet> => ({ entity: state.sets.get(id), owner: state.catalogId });

/** What an update compares of a known product: its fields and its group's key. */
const COMPARED_FIELDS = [...PRODUCT_FIELDS, 'item_group_key'] as const;

/** The per-item outcomes of a batch, decided with its event (none when nothing changes). */
type ProductsDecision = { outcomes: ItemOutcome[]; events: ProductsBatchApplied[] };

/**
 * The last decision of each batch, and the state and time it was made on: the
 * handler reads the outcomes and the decider the events of one attempt, each
 * on its own stamped copy of the command, so a batch is known by the keys
 * minted for it (the same array in every copy, a new one per batch), and its
 * items (up to a feed's 10,000) are judged once for both.
 */
const decided = new WeakMap<string[], { state: CatalogProductsState; now: string; decision: ProductsDecision }>();

export function decideProducts(command: ApplyProducts, state: CatalogProductsState): ProductsDecision {
  const last = decided.get(command.newKeys);
  if (last?.state === state && last.now === command.now) return last.decision;
  const decision = judgeBatch(command, state);
  decided.set(command.newKeys, { state, now: command.now, decision });
  return decision;
}

function judgeBatch(command: ApplyProducts, state: CatalogProductsState): ProductsDecision {
  if (!Array.isArray(command.items) || command.items.length === 0) throw missingParameter('products');
  const max = command.maxItems ?? MAX_BATCH;
  if (command.items.length > max) {
    throw invalidParameter('products', `A batch holds at most ${max} products, got ${command.items.length}`, 'TOO_MANY_PRODUCTS');
  }
  const checked = command.items.map(checkProductItem);
  requireGroupsOfVariants(checked, state);
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
    for (const field of COMPARED_FIELDS) {
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
    ? [{ type: 'catalog.ProductsBatchApplied', data: { environment, catalogId, userId, items: applied, processing: filteredSets(state), appliedAt: now } }]
    : [];
  return { outcomes, events };
}

/**
 * `item_group_id` is required when variants exist: a product with a variant
 * field and no group is in error when another product (of the catalog or of
 * the batch) with the same title is a variant too; alone, it only has a
 * warning (checkProductItem's).
 */
function requireGroupsOfVariants(items: CheckedItem[], state: CatalogProductsState): void {
  const ungrouped = items.filter((item) => item.fields && item.id && !item.fields.item_group_id && isVariant(item.fields));
  if (ungrouped.length === 0) return;
  const byTitle = new Map<string, Set<string>>();
  const add = (id: string, fields: ProductFields) => {
    if (!isVariant(fields)) return;
    const title = (fields.title ?? '').trim().toLowerCase();
    byTitle.set(title, (byTitle.get(title) ?? new Set()).add(id));
  };
  for (const product of state.products.values()) add(product.id, product);
  for (const item of items) if (item.fields && item.id) add(item.id, item.fields);
  for (const item of ungrouped) {
    const title = (item.fields!.title ?? '').trim().toLowerCase();
    const others = [...(byTitle.get(title) ?? [])].filter((id) => id !== item.id);
    if (others.length === 0) continue;
    item.errors.push({
      code: 'MISSING_PARAMETER',
      parameter: 'item_group_id',
      message: `item_group_id is required: ${others[0]} is a variant of this product (same title); give both the same item_group_id`,
    });
    item.warnings = item.warnings.filter((w) => w.parameter !== 'item_group_id');
    item.fields = undefined;
  }
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
  const gone = new Set(removed.map((r) => r.productKey));
  const sets = [...state.sets.values()]
    .filter((set) => set.type === 'MANUAL' && set.product_keys.some((key) => gone.has(key)))
    .map((set) => {
      const productKeys = set.product_keys.filter((key) => !gone.has(key));
      return { setId: set.id, productKeys, productIds: productKeys.map((key) => state.keys.get(key)!) };
    });
  const events: ProductsDeleted[] = removed.length
    ? [{ type: 'catalog.ProductsDeleted', data: { environment, catalogId, userId, products: removed, sets, processing: filteredSets(state), deletedAt: now } }]
    : [];
  return { outcomes, events };
}

export const catalogProductsDecider: Decider<CatalogProductsState, CatalogProductsCommand, CatalogProductsEvent> = {
  initialState: () => ({ products: new Map(), keys: new Map(), groups: new Map(), revision: 0, sets: new Map() }),
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
        return productsChanged(next, event.data);
      }
      case 'catalog.ProductsDeleted': {
        const next = copy(state);
        for (const { id, productKey } of event.data.products) {
          next.products.delete(id);
          next.keys.delete(productKey);
        }
        for (const { setId, productIds, productKeys } of event.data.sets) {
          const set = next.sets.get(setId);
          if (set) next.sets.set(setId, { ...set, product_ids: productIds, product_keys: productKeys, updated_at: event.data.deletedAt });
        }
        return productsChanged(next, event.data);
      }
      case 'catalog.ProductSetCreated': {
        const next = copy(state);
        next.sets.set(event.data.set.id, event.data.set);
        next.userId = event.data.userId;
        next.catalogId = event.data.catalogId;
        return next;
      }
      case 'catalog.ProductSetUpdated': {
        const next = copy(state);
        const set = next.sets.get(event.data.setId);
        if (!set) return state;
        const changed = { ...set } as Record<string, unknown>;
        for (const [field, change] of Object.entries(event.data.changes)) changed[field] = change.new;
        next.sets.set(set.id, { ...(changed as unknown as ProductSet), updated_at: event.data.updatedAt });
        return next;
      }
      case 'catalog.ProductSetDeleted': {
        const next = copy(state);
        next.sets.delete(event.data.setId);
        return next;
      }
      case 'catalog.ProductSetsEvaluated': {
        const next = copy(state);
        for (const result of event.data.results) {
          const set = next.sets.get(result.setId);
          if (!set) continue;
          next.sets.set(set.id, {
            ...set,
            product_ids: result.productIds,
            processing_status: event.data.revision === next.revision ? result.status : 'PROCESSING',
            failure_reason: result.reason,
            evaluated_revision: event.data.revision,
          });
        }
        return next;
      }
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ApplyProducts':
        return decideProducts(command, state).events;
      case 'DeleteProducts':
        return decideDeletion(command, state).events;
      case 'CreateProductSet':
        return [createSet(command, state)];
      case 'UpdateProductSet':
        return updateSet(command, state);
      case 'DeleteProductSet': {
        if (!state.sets.has(command.id)) throw productSetNotFound(command.id);
        const { environment, catalogId, userId, id, now } = command;
        return [{ type: 'catalog.ProductSetDeleted', data: { environment, catalogId, userId, setId: id, deletedAt: now } }];
      }
      case 'EvaluateProductSets':
        return evaluateSets(command, state);
    }
  },
};

const filteredSets = (state: CatalogProductsState) => [...state.sets.values()].filter((set) => set.type === 'FILTERED').map((set) => set.id);

/** After a change to the products: the next revision, and the FILTERED sets the change names PROCESSING. */
function productsChanged(state: CatalogProductsState, { userId, processing }: { userId: string; processing: string[] }): CatalogProductsState {
  state.revision += 1;
  state.userId = userId;
  for (const id of processing) {
    const set = state.sets.get(id);
    if (set) state.sets.set(id, { ...set, processing_status: 'PROCESSING' });
  }
  return state;
}

function checkSetText(name: string | undefined, description: string | null | undefined): void {
  if (name !== undefined && (name.trim() === '' || name.length > MAX_SET_NAME)) {
    throw invalidParameter('name', `name must be 1 to ${MAX_SET_NAME} characters`);
  }
  if (description !== undefined && description !== null && description.length > MAX_SET_DESCRIPTION) {
    throw invalidParameter('description', `description must be at most ${MAX_SET_DESCRIPTION} characters`);
  }
}

function createSet(command: CreateProductSet, state: CatalogProductsState): ProductSetCreated {
  checkSetText(command.name, command.description);
  const { environment, catalogId, userId, now } = command;
  let filters: ProductFilter[] = [];
  let productKeys: string[] = [];
  if (command.setType === 'FILTERED') {
    if (command.productKeys?.length) throw invalidParameter('product_keys', 'A FILTERED set selects its products by its filters: product_keys is for MANUAL sets');
    filters = checkFilters(command.filters);
  } else {
    if (command.filters !== undefined && !(Array.isArray(command.filters) && command.filters.length === 0)) {
      throw invalidParameter('filters', 'A MANUAL set lists its products by product_keys: filters are for FILTERED sets');
    }
    productKeys = manualKeys(command.productKeys, state);
  }
  const set: ProductSet = {
    id: command.id,
    name: command.name,
    description: command.description,
    type: command.setType,
    filters,
    product_keys: productKeys,
    product_ids: productKeys.map((key) => state.keys.get(key)!),
    processing_status: command.setType === 'FILTERED' ? 'PROCESSING' : 'DONE',
    failure_reason: null,
    evaluated_revision: null,
    created_at: now,
    updated_at: now,
  };
  return { type: 'catalog.ProductSetCreated', data: { environment, catalogId, userId, set, createdAt: now } };
}

/** A MANUAL set's keys: given, each once, at most the guide's 50, every one a product of the catalog. */
function manualKeys(given: string[] | undefined, state: CatalogProductsState): string[] {
  if (!given?.length) throw missingParameter('product_keys');
  const keys = [...new Set(given)];
  if (keys.length > MAX_MANUAL_PRODUCTS) throw invalidParameter('product_keys', `A MANUAL set holds at most ${MAX_MANUAL_PRODUCTS} products, got ${keys.length}`);
  const unknown = keys.filter((key) => !state.keys.has(key));
  if (unknown.length) throw invalidParameter('product_keys', `product_keys not in this catalog: ${unknown.join(', ')}`);
  return keys;
}

/**
 * A MANUAL set's name, description and products change; a FILTERED set is
 * not updated at all (the reference's PUT does not support it): 400
 * FEATURE_NOT_AVAILABLE naming the set.
 */
function updateSet(command: UpdateProductSet, state: CatalogProductsState): ProductSetUpdated[] {
  const set = state.sets.get(command.id);
  if (!set) throw productSetNotFound(command.id);
  if (set.type === 'FILTERED') {
    throw new DomainError('invalid', `Product set ${set.id} is FILTERED: a FILTERED set cannot be updated; delete it and create another`, {
      code: 'FEATURE_NOT_AVAILABLE',
      parameter: 'product_set_id',
    });
  }
  if (command.filters !== undefined && command.filters !== null && !(Array.isArray(command.filters) && command.filters.length === 0)) {
    throw invalidParameter('filters', 'A MANUAL set lists its products by product_keys: filters are for FILTERED sets');
  }
  checkSetText(command.name, command.description);
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  if (command.name !== undefined && command.name !== set.name) changes.name = { old: set.name, new: command.name };
  if (command.description !== undefined && command.description !== set.description) changes.description = { old: set.description, new: command.description };
  if (command.productKeys !== undefined) {
    const keys = manualKeys(command.productKeys, state);
    if (keys.join(',') !== set.product_keys.join(',')) {
      changes.product_keys = { old: set.product_keys, new: keys };
      changes.product_ids = { old: set.product_ids, new: keys.map((key) => state.keys.get(key)!) };
    }
  }
  if (Object.keys(changes).length === 0) return [];
  const { environment, catalogId, userId, id, now } = command;
  return [{ type: 'catalog.ProductSetUpdated', data: { environment, catalogId, userId, setId: id, changes, updatedAt: now } }];
}

function evaluateSets(command: EvaluateProductSets, state: CatalogProductsState): ProductSetsEvaluated[] {
  const due = [...state.sets.values()].filter((set) => set.type === 'FILTERED' && set.evaluated_revision !== state.revision);
  if (due.length === 0 || !state.userId) return [];
  const results = due.map((set) => {
    const evaluation = evaluateFilters(set.filters, state.products.values());
    return evaluation.status === 'DONE'
      ? { setId: set.id, status: 'DONE' as const, productIds: evaluation.productIds, reason: null }
      : { setId: set.id, status: 'FAILED' as const, productIds: [], reason: evaluation.reason };
  });
  const { environment, catalogId, now } = command;
  return [{ type: 'catalog.ProductSetsEvaluated', data: { environment, catalogId, userId: state.userId, revision: state.revision, results, evaluatedAt: now } }];
}

/** A new state to change: a state once folded is kept (per version) and never changed. */
function copy(state: CatalogProductsState): CatalogProductsState {
  return { ...state, products: new Map(state.products), keys: new Map(state.keys), groups: new Map(state.groups), sets: new Map(state.sets) };
}

/** A catalog's products and sets: its commands stamped to the second. */
export const CATALOG_PRODUCTS = streamKind<CatalogProductsState, CatalogProductsCommand, CatalogProductsEvent, [Environment, string]>(
  { type: CATALOG_PRODUCTS_STREAM, streamId: catalogProductsStreamId, decider: catalogProductsDecider, stamp: 'seconds' },
  {
    'catalog.ProductsBatchApplied': 1, 'catalog.ProductsDeleted': 1, 'catalog.ProductSetsEvaluated': 1,
    'catalog.ProductSetCreated': 1, 'catalog.ProductSetUpdated': 1, 'catalog.ProductSetDeleted': 1,
  },
);
