/**
 * A product of a catalog and the rules one item of a products batch must meet
 * (the spec's Product table), checked without the rest of the catalog: pure.
 * What needs the catalog (ids repeated in a request, groups) is decided by
 * the catalog's products decider.
 */

export const PRODUCT_FIELDS = [
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'gtin',
  'mpn',
  'mobile_link',
  'additional_image_link',
  'external_product_category',
  'product_type',
  'inventory',
  'sale_price',
  'sale_price_effective_date',
  'item_group_id',
  'gender',
  'color',
  'size',
  'age_group',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
] as const;

export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** A product's own fields as submitted and kept: every field, null when unset. */
export type ProductFields = Record<Exclude<ProductField, 'inventory'>, string | null> & { inventory: number | null };

export const AVAILABILITY = ['in stock', 'available for order', 'preorder', 'out of stock', 'discontinued'] as const;
export const CONDITION = ['new', 'used', 'refurbished'] as const;
export const GENDER = ['female', 'male', 'unisex'] as const;
export const AGE_GROUP = ['adult', 'all ages', 'teen', 'kids', 'toddler', 'infant', 'newborn'] as const;

export const MAX_TITLE = 150;
export const MAX_DESCRIPTION = 5000;
export const MAX_ADDITIONAL_IMAGES = 10;
export const MAX_TEXT = 500;

const REQUIRED: readonly ProductField[] = ['title', 'description', 'availability', 'condition', 'price', 'link', 'image_link'];
/** The fields that tell variants of one item apart (they group with item_group_id). */
export const VARIANT_FIELDS = ['size', 'color', 'age_group', 'gender'] as const satisfies readonly ProductField[];
export const isVariant = (fields: ProductFields) => VARIANT_FIELDS.some((field) => fields[field] !== null);
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * Fields whose reference name holds a brand word, by their neutral name
 * (answers use the neutral one; both are taken on input, the neutral one
 * winning when both are given).
 */
export const BRAND_FIELD_NAMES: Readonly<Record<string, string>> = { google_product_category: 'external_product_category' };

/** An item's fields with the brand-word names given under their neutral ones. */
export function withNeutralNames(given: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [brand, neutral] of Object.entries(BRAND_FIELD_NAMES)) {
    if (!Object.hasOwn(given, brand)) continue;
    out ??= { ...given };
    if (out[neutral] === undefined || out[neutral] === null || out[neutral] === '') out[neutral] = out[brand];
    delete out[brand];
  }
  return out ?? given;
}

export interface ItemProblem {
  code: string;
  parameter: string;
  message: string;
}

export interface CheckedItem {
  id?: string;
  fields?: ProductFields;
  errors: ItemProblem[];
  warnings: ItemProblem[];
}

/**
 * One submitted item, judged: its fields (every one, null when not given) and
 * its errors and warnings, each naming the field.
 */
export function checkProductItem(item: unknown): CheckedItem {
  const errors: ItemProblem[] = [];
  const warnings: ItemProblem[] = [];
  const error = (parameter: string, message: string, code = 'INVALID_PARAMETER') => errors.push({ code, parameter, message });
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    error('products', 'Each product must be an object');
    return { errors, warnings };
  }
  const given = withNeutralNames(item as Record<string, unknown>);
  const id = text(given.id);
  if (id === undefined || id === '') error('id', '"id" is a required parameter', 'MISSING_PARAMETER');
  else if (id.length > 100) error('id', 'id must be at most 100 characters');

  const fields = {} as Record<ProductField, string | number | null>;
  for (const field of PRODUCT_FIELDS) {
    const value = given[field];
    if (value === undefined || value === null || value === '') {
      fields[field] = null;
      continue;
    }
    if (field === 'inventory') {
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) error(field, `Expected a whole number of at least 0, got ${JSON.stringify(value)} for inventory`);
      else fields.inventory = n;
      continue;
    }
    if (field === 'additional_image_link' && Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      fields[field] = value.join(',');
      continue;
    }
    const s = typeof value === 'number' ? String(value) : value;
    if (typeof s !== 'string') error(field, `Expected a string for ${field}`);
    else fields[field] = s;
  }
  for (const field of REQUIRED) if (fields[field] === null && !errors.some((e) => e.parameter === field)) error(field, `"${field}" is a required parameter`, 'MISSING_PARAMETER');

  const f = fields as ProductFields;
  const length = (field: ProductField, max: number) => {
    const v = f[field];
    if (typeof v === 'string' && v.length > max) error(field, `${field} must be at most ${max} characters`);
  };
  length('title', MAX_TITLE);
  length('description', MAX_DESCRIPTION);
  for (const field of PRODUCT_FIELDS) if (field !== 'title' && field !== 'description' && field !== 'additional_image_link') length(field, MAX_TEXT);
  if (f.description && /<\/?[a-z][^>]*>|&[a-z]+;/i.test(f.description)) error('description', 'description must be plain text: HTML is not allowed');

  const oneOf = (field: ProductField, values: readonly string[]) => {
    const v = f[field];
    if (typeof v === 'string' && !values.includes(v)) error(field, `Expected one of [${values.join(', ')}], got ${JSON.stringify(v)} for ${field}`);
  };
  oneOf('availability', AVAILABILITY);
  oneOf('condition', CONDITION);
  oneOf('gender', GENDER);
  oneOf('age_group', AGE_GROUP);

  const price = f.price ? parsePrice(f.price) : undefined;
  if (f.price && !price) error('price', priceMessage('price', f.price));
  const sale = f.sale_price ? parsePrice(f.sale_price) : undefined;
  if (f.sale_price && !sale) error('sale_price', priceMessage('sale_price', f.sale_price));
  if (price && sale) {
    if (sale.currency !== price.currency) error('sale_price', `sale_price must be in the currency of price (${price.currency})`);
    else if (sale.amount >= price.amount) error('sale_price', 'sale_price must be lower than price');
  }
  if (f.sale_price_effective_date) {
    const problem = effectiveDateProblem(f.sale_price_effective_date);
    if (problem) error('sale_price_effective_date', problem);
    else if (!f.sale_price) warnings.push({ code: 'IGNORED_PARAMETER', parameter: 'sale_price_effective_date', message: 'sale_price_effective_date has no effect without sale_price' });
  }

  for (const field of ['link', 'mobile_link'] as const) {
    if (f[field] && !isHttpsUrl(f[field]!)) error(field, `${field} must be an https URL`);
  }
  if (f.image_link && !isImageUrl(f.image_link)) error('image_link', 'image_link must be an http(s) URL of a JPG, GIF, WEBP or PNG image');
  if (f.additional_image_link) {
    const links = f.additional_image_link.split(',').map((s) => s.trim()).filter((s) => s !== '');
    if (links.length > MAX_ADDITIONAL_IMAGES) error('additional_image_link', `additional_image_link takes at most ${MAX_ADDITIONAL_IMAGES} URLs`);
    else if (!links.every(isImageUrl)) error('additional_image_link', 'additional_image_link must hold http(s) URLs of JPG, GIF, WEBP or PNG images');
    else f.additional_image_link = links.join(',');
  }

  if (!f.brand && !f.gtin && !f.mpn) error('brand', 'One of brand, gtin or mpn is required', 'MISSING_PARAMETER');
  if (f.gtin && !isValidGtin(f.gtin)) error('gtin', 'gtin must be a UPC, EAN, JAN or ISBN with a valid check digit');
  if (f.availability === 'in stock' && f.inventory !== null && f.inventory < 1) error('inventory', 'inventory must be at least 1 when availability is "in stock"');
  if (f.color && /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(f.color.trim())) error('color', 'color must be a color word, not a hex code');
  if (f.product_type && f.product_type.includes('>') && !f.product_type.split('>').every((level, i, all) => (i === 0 || level.startsWith(' ')) && (i === all.length - 1 || level.endsWith(' ')) && level.trim() !== '')) {
    error('product_type', 'product_type levels are separated by " > "');
  }
  if (!f.item_group_id && isVariant(f)) {
    warnings.push({
      code: 'MISSING_ITEM_GROUP',
      parameter: 'item_group_id',
      message: 'A product with size, color, age_group or gender is a variant: give item_group_id to group it with its other variants',
    });
  }
  return { id, fields: errors.length ? undefined : f, errors, warnings };
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

interface Price {
  amount: number;
  currency: string;
}

/** `<number> <ISO 4217 code>`, a `.` decimal point, a currency that exists. */
export function parsePrice(value: string): Price | undefined {
  const match = /^(\d{1,12}(?:\.\d{1,4})?) ([A-Z]{3})$/.exec(value.trim());
  if (!match || !CURRENCIES.has(match[2])) return undefined;
  return { amount: Number(match[1]), currency: match[2] };
}

const priceMessage = (field: string, value: string) =>
  `Expected a number, a space and an ISO 4217 currency code (for example "9.99 USD"), got ${JSON.stringify(value)} for ${field}`;

const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function effectiveDateProblem(value: string): string | undefined {
  const parts = value.split('/');
  if (parts.length !== 2 || !parts.every((p) => OFFSET_TIME.test(p.trim()) && !Number.isNaN(Date.parse(p.trim())))) {
    return 'sale_price_effective_date must be two ISO 8601 date-times with offsets, separated by "/"';
  }
  return Date.parse(parts[0]) < Date.parse(parts[1]) ? undefined : 'sale_price_effective_date must start before it ends';
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An http(s) URL whose path names a JPG, GIF, WEBP or PNG file. */
function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && /\.(jpe?g|gif|webp|png)$/i.test(url.pathname);
  } catch {
    return false;
  }
}

/** GTIN-8, UPC-A (12), EAN/JAN-13, GTIN-14 with the GS1 mod-10 check digit, or ISBN-10 (mod 11). */
export function isValidGtin(value: string): boolean {
  const code = value.replace(/[-\s]/g, '');
  if (/^\d{9}[\dX]$/i.test(code)) {
    const sum = [...code.toUpperCase()].reduce((acc, c, i) => acc + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
    if (sum % 11 === 0) return true;
  }
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
