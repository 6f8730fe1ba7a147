import { invalidParameter, missingParameter } from '@platform/ddd';
import { BRAND_FIELD_NAMES, parsePrice, type ProductFields } from './product';

/**
 * Product sets: MANUAL ones list products by key; FILTERED ones select the
 * products their filters match (all filters: AND), evaluated after the fact
 * by the catalog's processor, not in the request that changes them.
 */
export const SET_TYPES = ['MANUAL', 'FILTERED'] as const;
export type ProductSetType = (typeof SET_TYPES)[number];
export const FILTER_ATTRIBUTES = [
  'price',
  'sale_price',
  'inventory',
  'product_type',
  'external_product_category',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
] as const;
export type FilterAttribute = (typeof FILTER_ATTRIBUTES)[number];
export const FILTER_OPERATORS = ['GREATER_THAN', 'EQUAL_TO', 'LESS_THAN', 'MATCH', 'NOT_CONTAINS', 'CONTAINS'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The catalog guide's limits: up to 30 filters in a FILTERED set, up to 50 products in a MANUAL one. */
export const MAX_FILTERS = 30;
export const MAX_MANUAL_PRODUCTS = 50;
export const MAX_SET_NAME = 255;
export const MAX_SET_DESCRIPTION = 1000;

export interface ProductFilter {
  attribute: FilterAttribute;
  operator: FilterOperator;
  value: string;
}

export type ProcessingStatus = 'PROCESSING' | 'DONE' | 'FAILED';

export interface ProductSet {
  id: string;
  name: string;
  description: string | null;
  type: ProductSetType;
  filters: ProductFilter[];
  /** MANUAL: the keys given (those of products still in the catalog). */
  product_keys: string[];
  /** Item ids of the products in the set (FILTERED: as last evaluated). */
  product_ids: string[];
  processing_status: ProcessingStatus;
  /** FILTERED: why the last evaluation failed. */
  failure_reason: string | null;
  /** FILTERED: the catalog's products revision it was last evaluated at. */
  evaluated_revision: number | null;
  created_at: string;
  updated_at: string;
}

const NUMERIC: readonly FilterAttribute[] = ['price', 'sale_price', 'inventory'];
const COMPARISONS: readonly FilterOperator[] = ['GREATER_THAN', 'LESS_THAN'];

/** The filters as given, judged for their shape: attributes and operators known, comparisons on numbers only. */
export function checkFilters(given: unknown): ProductFilter[] {
  if (!Array.isArray(given) || given.length === 0) throw missingParameter('filters');
  if (given.length > MAX_FILTERS) throw invalidParameter('filters', `A product set takes at most ${MAX_FILTERS} filters`);
  return given.map((filter, i) => {
    const f = { ...(filter ?? {}) } as Record<string, unknown>;
    if (typeof filter !== 'object' || Array.isArray(filter)) throw invalidParameter('filters', `filters[${i}] must be an object {attribute, operator, value}`);
    if (typeof f.attribute === 'string' && BRAND_FIELD_NAMES[f.attribute]) f.attribute = BRAND_FIELD_NAMES[f.attribute];
    if (!FILTER_ATTRIBUTES.includes(f.attribute as FilterAttribute)) {
      throw invalidParameter('filters', `filters[${i}].attribute must be one of [${FILTER_ATTRIBUTES.join(', ')}]`);
    }
    if (!FILTER_OPERATORS.includes(f.operator as FilterOperator)) {
      throw invalidParameter('filters', `filters[${i}].operator must be one of [${FILTER_OPERATORS.join(', ')}]`);
    }
    const attribute = f.attribute as FilterAttribute;
    const operator = f.operator as FilterOperator;
    if (COMPARISONS.includes(operator) && !NUMERIC.includes(attribute)) {
      throw invalidParameter('filters', `filters[${i}]: ${operator} compares numbers: use it with price, sale_price or inventory`);
    }
    const value = typeof f.value === 'number' ? String(f.value) : f.value;
    if (typeof value !== 'string' || value.trim() === '' || value.length > 500) throw invalidParameter('filters', `filters[${i}].value must be a non-empty string`);
    return { attribute, operator, value };
  });
}

export type Evaluation = { status: 'DONE'; productIds: string[] } | { status: 'FAILED'; reason: string };

/** The products (in catalog order) a FILTERED set selects, or why its filters cannot be evaluated. */
export function evaluateFilters(filters: readonly ProductFilter[], products: Iterable<ProductFields & { id: string }>): Evaluation {
  const tests: Array<(p: ProductFields) => boolean> = [];
  for (const [i, filter] of filters.entries()) {
    const test = filterTest(filter);
    if (typeof test === 'string') return { status: 'FAILED', reason: `filters[${i}]: ${test}` };
    tests.push(test);
  }
  const productIds: string[] = [];
  for (const product of products) if (tests.every((test) => test(product))) productIds.push(product.id);
  return { status: 'DONE', productIds };
}

/** A product test for one filter, or why it cannot be one. */
function filterTest({ attribute, operator, value }: ProductFilter): ((p: ProductFields) => boolean) | string {
  if (attribute === 'price' || attribute === 'sale_price') {
    const wanted = parsePrice(value);
    if (!wanted) return `${attribute} is compared with a price such as "10.00 USD", got ${JSON.stringify(value)}`;
    if (!['GREATER_THAN', 'LESS_THAN', 'EQUAL_TO'].includes(operator)) return `${operator} does not apply to ${attribute}`;
    return (p) => {
      const price = p[attribute] ? parsePrice(p[attribute]!) : undefined;
      if (!price || price.currency !== wanted.currency) return false;
      return compare(operator, price.amount, wanted.amount);
    };
  }
  if (attribute === 'inventory') {
    if (!/^-?\d+$/.test(value.trim())) return `inventory is compared with a whole number, got ${JSON.stringify(value)}`;
    if (!['GREATER_THAN', 'LESS_THAN', 'EQUAL_TO'].includes(operator)) return `${operator} does not apply to inventory`;
    const wanted = Number(value);
    return (p) => p.inventory !== null && compare(operator, p.inventory, wanted);
  }
  const needle = value.toLowerCase();
  const text = (p: ProductFields) => (p[attribute] ?? '').toLowerCase();
  switch (operator) {
    case 'EQUAL_TO':
      return (p) => text(p) === needle;
    case 'CONTAINS':
      return (p) => text(p).includes(needle);
    case 'NOT_CONTAINS':
      return (p) => !text(p).includes(needle);
    case 'MATCH': {
      // the whole value, `*` for any run of characters
      const pattern = new RegExp(`^${needle.split('*').map(escapeRegExp).join('.*')}$`, 's');
      return (p) => pattern.test(text(p));
    }
    default:
      return `${operator} compares numbers: use it with price, sale_price or inventory`;
  }
}

function compare(operator: FilterOperator, actual: number, wanted: number): boolean {
  return operator === 'GREATER_THAN' ? actual > wanted : operator === 'LESS_THAN' ? actual < wanted : actual === wanted;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A set as the API shows it: the reference's members, in its order. */
export function productSetView(set: Pick<ProductSet, 'id' | 'name' | 'description' | 'type' | 'filters' | 'product_ids' | 'processing_status'>) {
  return {
    name: set.name,
    description: set.description,
    product_ids: set.product_ids,
    processing_status: set.processing_status,
    id: set.id,
    filters: set.filters,
    type: set.type,
  };
}
export type ProductSetView = ReturnType<typeof productSetView>;
