import { PRODUCT_FIELDS, type ProductFields } from './product';
import { checkFilters, evaluateFilters, MAX_FILTERS, type ProductFilter, productSetView } from './product-set';

const product = (id: string, over: Partial<ProductFields> = {}): ProductFields & { id: string } => ({
  ...(Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, null])) as ProductFields),
  ...over,
  id,
});
const filter = (attribute: string, operator: string, value: string) => ({ attribute, operator, value }) as ProductFilter;
const selected = (filters: ProductFilter[], products: Array<ProductFields & { id: string }>) => {
  const evaluation = evaluateFilters(filters, products);
  if (evaluation.status !== 'DONE') throw new Error(`not evaluated: ${evaluation.reason}`);
  return evaluation.productIds;
};

describe('a FILTERED set’s evaluation', () => {
  const shoes = [
    product('cheap', { price: '5.00 USD', sale_price: '4.00 USD', inventory: 3, product_type: 'Apparel > Shoes > Running', custom_label_0: 'Summer Sale' }),
    product('mid', { price: '10.00 USD', inventory: 0, product_type: 'Apparel > Shoes', custom_label_0: 'summer' }),
    product('dear', { price: '50.00 USD', inventory: 12, product_type: 'Apparel > Boots' }),
    product('euro', { price: '5.00 EUR', inventory: null, product_type: 'Apparel > Shoes' }),
  ];

  it('compares prices as amounts of the filter’s currency; a product in another currency, or without a price, is not selected', () => {
    expect(selected([filter('price', 'LESS_THAN', '10.00 USD')], shoes)).toEqual(['cheap']);
    expect(selected([filter('price', 'GREATER_THAN', '9.99 USD')], shoes)).toEqual(['mid', 'dear']);
    expect(selected([filter('price', 'EQUAL_TO', '10 USD')], shoes)).toEqual(['mid']);
    expect(selected([filter('price', 'LESS_THAN', '100.00 EUR')], shoes)).toEqual(['euro']);
    expect(selected([filter('sale_price', 'LESS_THAN', '100.00 USD')], shoes)).toEqual(['cheap']);
  });

  it('compares inventory as a whole number; a product without inventory is not selected', () => {
    expect(selected([filter('inventory', 'GREATER_THAN', '0')], shoes)).toEqual(['cheap', 'dear']);
    expect(selected([filter('inventory', 'EQUAL_TO', '0')], shoes)).toEqual(['mid']);
    expect(selected([filter('inventory', 'LESS_THAN', '100')], shoes)).toEqual(['cheap', 'mid', 'dear']);
  });

  it('matches text in any case: EQUAL_TO the whole value, CONTAINS a part, NOT_CONTAINS its absence (a missing value contains nothing)', () => {
    expect(selected([filter('product_type', 'EQUAL_TO', 'apparel > shoes')], shoes)).toEqual(['mid', 'euro']);
    expect(selected([filter('product_type', 'CONTAINS', 'SHOES')], shoes)).toEqual(['cheap', 'mid', 'euro']);
    expect(selected([filter('custom_label_0', 'NOT_CONTAINS', 'sale')], shoes)).toEqual(['mid', 'dear', 'euro']);
  });

  it('MATCHes the whole value, * standing for any run of characters and nothing else being special', () => {
    expect(selected([filter('product_type', 'MATCH', 'apparel > *')], shoes)).toEqual(['cheap', 'mid', 'dear', 'euro']);
    expect(selected([filter('product_type', 'MATCH', '*shoes')], shoes)).toEqual(['mid', 'euro']);
    expect(selected([filter('product_type', 'MATCH', 'shoes')], shoes)).toEqual([]);
    const dotted = [product('a', { custom_label_1: 'v1.2' }), product('b', { custom_label_1: 'v1x2' })];
    expect(selected([filter('custom_label_1', 'MATCH', 'v1.2')], dotted)).toEqual(['a']);
    expect(selected([filter('custom_label_1', 'MATCH', 'v1(2')], dotted)).toEqual([]);
  });

  it('selects the products every filter matches, in catalog order', () => {
    expect(selected([filter('product_type', 'CONTAINS', 'shoes'), filter('price', 'LESS_THAN', '20.00 USD'), filter('inventory', 'GREATER_THAN', '0')], shoes)).toEqual([
      'cheap',
    ]);
    expect(selected([filter('product_type', 'CONTAINS', 'boots'), filter('product_type', 'CONTAINS', 'shoes')], shoes)).toEqual([]);
    expect(selected([filter('price', 'LESS_THAN', '1.00 USD')], [])).toEqual([]);
  });

  it.each([
    [filter('price', 'LESS_THAN', 'ten dollars'), 'price'],
    [filter('sale_price', 'GREATER_THAN', '10.00 XYZ'), 'sale_price'],
    [filter('price', 'CONTAINS', '10.00 USD'), 'CONTAINS'],
    [filter('inventory', 'GREATER_THAN', '1.5'), 'inventory'],
    [filter('inventory', 'MATCH', '1'), 'MATCH'],
    [filter('product_type', 'GREATER_THAN', 'a'), 'GREATER_THAN'],
  ])('fails, naming the filter, when a filter cannot be evaluated (%#)', (bad, named) => {
    const evaluation = evaluateFilters([filter('product_type', 'CONTAINS', 'shoes'), bad], shoes);
    expect(evaluation).toEqual({ status: 'FAILED', reason: expect.stringMatching(new RegExp(`^filters\\[1\\]: .*${named}`)) });
  });
});

describe('the filters a set takes', () => {
  it('takes the reference’s attributes and operators, a number as its text, and the brand-word attribute under its neutral name', () => {
    expect(
      checkFilters([
        { attribute: 'price', operator: 'LESS_THAN', value: '10.00 USD' },
        { attribute: 'inventory', operator: 'GREATER_THAN', value: 5 },
        { attribute: 'google_product_category', operator: 'CONTAINS', value: 'Shoes' },
      ]),
    ).toEqual([
      { attribute: 'price', operator: 'LESS_THAN', value: '10.00 USD' },
      { attribute: 'inventory', operator: 'GREATER_THAN', value: '5' },
      { attribute: 'external_product_category', operator: 'CONTAINS', value: 'Shoes' },
    ]);
  });

  it('needs at least one filter and at most the guide’s 30', () => {
    expect(() => checkFilters([])).toThrow(expect.objectContaining({ kind: 'missing', parameter: 'filters' }));
    expect(() => checkFilters(undefined)).toThrow(expect.objectContaining({ kind: 'missing', parameter: 'filters' }));
    const one = { attribute: 'custom_label_0', operator: 'CONTAINS', value: 'x' };
    expect(checkFilters(Array(MAX_FILTERS).fill(one))).toHaveLength(30);
    expect(() => checkFilters(Array(MAX_FILTERS + 1).fill(one))).toThrow(expect.objectContaining({ kind: 'invalid', parameter: 'filters' }));
  });

  it.each([
    ['a filter that is not an object', ['price < 10'], 'filters[0]'],
    ['an unknown attribute', [{ attribute: 'title', operator: 'CONTAINS', value: 'x' }], 'filters[0].attribute'],
    ['an unknown operator', [{ attribute: 'price', operator: 'BETWEEN', value: '1.00 USD' }], 'filters[0].operator'],
    ['a comparison of text', [{ attribute: 'custom_label_0', operator: 'LESS_THAN', value: 'b' }], 'filters[0]: LESS_THAN'],
    ['a blank value', [{ attribute: 'product_type', operator: 'CONTAINS', value: '  ' }], 'filters[0].value'],
    ['a value over 500 characters', [{ attribute: 'product_type', operator: 'CONTAINS', value: 'x'.repeat(501) }], 'filters[0].value'],
    ['a missing value', [{ attribute: 'product_type', operator: 'CONTAINS' }], 'filters[0].value'],
  ])('refuses %s, naming filters and which one', (_, given, message) => {
    expect(() => checkFilters(given)).toThrow(expect.objectContaining({ kind: 'invalid', parameter: 'filters', message: expect.stringContaining(message) }));
  });

  it('names the position of the filter it refuses', () => {
    const good = { attribute: 'product_type', operator: 'CONTAINS', value: 'x' };
    expect(() => checkFilters([good, good, { ...good, operator: 'NOPE' }])).toThrow(expect.objectContaining({ message: expect.stringContaining('filters[2]') }));
  });
});

describe('a product set as the API shows it', () => {
  it('has the reference’s members in its examples’ order, and nothing kept only on the stream', () => {
    const view = productSetView({
      id: 's1',
      name: 'Cheap',
      description: null,
      type: 'FILTERED',
      filters: [filter('price', 'LESS_THAN', '10.00 USD')],
      product_ids: ['a'],
      processing_status: 'DONE',
      evaluated_revision: 3,
      failure_reason: null,
      product_keys: [],
    } as never);
    expect(Object.keys(view)).toEqual(['name', 'description', 'product_ids', 'processing_status', 'id', 'filters', 'type']);
  });
});
