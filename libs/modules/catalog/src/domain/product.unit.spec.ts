import { checkProductItem, type ItemProblem, withNeutralNames } from './product';

const item = (over: Record<string, unknown> = {}) => ({
  id: 'SKU-1',
  title: 'Trail shoe',
  description: 'A shoe for trails.',
  availability: 'in stock',
  condition: 'new',
  price: '89.99 USD',
  link: 'https://shop.example/p/1',
  image_link: 'https://shop.example/p/1.jpg',
  brand: 'Acme',
  ...over,
});
const problems = (over: Record<string, unknown>) => checkProductItem(item(over)).errors.map((e: ItemProblem) => [e.code, e.parameter]);

describe('one item of a products batch', () => {
  it('is taken with every field, those not given null', () => {
    const checked = checkProductItem(item({ inventory: '4' }));
    expect(checked.errors).toEqual([]);
    expect(checked.warnings).toEqual([]);
    expect(checked.id).toBe('SKU-1');
    expect(checked.fields).toMatchObject({ title: 'Trail shoe', price: '89.99 USD', inventory: 4, gtin: null, sale_price: null, custom_label_4: null });
  });

  it('is refused whole when it is no object', () => {
    for (const given of [null, 'SKU-1', [item()]]) {
      expect(checkProductItem(given)).toEqual({ errors: [expect.objectContaining({ parameter: 'products' })], warnings: [] });
    }
  });

  it('needs an id of at most 100 characters, and the spec’s required fields', () => {
    expect(problems({ id: '' })).toEqual([['MISSING_PARAMETER', 'id']]);
    expect(problems({ id: 'x'.repeat(101) })).toEqual([['INVALID_PARAMETER', 'id']]);
    expect(problems({ id: 12345 })).toEqual([]);
    for (const field of ['title', 'description', 'availability', 'condition', 'price', 'link', 'image_link']) {
      expect(problems({ [field]: undefined })).toEqual([['MISSING_PARAMETER', field]]);
    }
  });

  it('reports every problem of an item, each naming its field, and then gives no fields', () => {
    const checked = checkProductItem(item({ condition: 'mint', link: 'http://shop.example/p/1' }));
    expect(checked.errors.map((e) => e.parameter)).toEqual(['condition', 'link']);
    expect(checked.fields).toBeUndefined();
  });

  it('needs one of brand, gtin or mpn, and a gtin with a valid check digit', () => {
    expect(problems({ brand: undefined })).toEqual([['MISSING_PARAMETER', 'brand']]);
    expect(problems({ brand: undefined, mpn: 'M-1' })).toEqual([]);
    expect(problems({ brand: undefined, gtin: '036000291452' })).toEqual([]);
    expect(problems({ gtin: '036000291453' })).toEqual([['INVALID_PARAMETER', 'gtin']]);
  });

  it('holds the title to 150 characters, the description to 5000 of plain text, other text to 500', () => {
    expect(problems({ title: 'x'.repeat(150) })).toEqual([]);
    expect(problems({ title: 'x'.repeat(151) })).toEqual([['INVALID_PARAMETER', 'title']]);
    expect(problems({ description: 'x'.repeat(5001) })).toEqual([['INVALID_PARAMETER', 'description']]);
    expect(problems({ description: 'A <b>bold</b> shoe' })).toEqual([['INVALID_PARAMETER', 'description']]);
    expect(problems({ description: 'Fish &amp; chips' })).toEqual([['INVALID_PARAMETER', 'description']]);
    expect(problems({ description: 'Size 5 < size 6 & more' })).toEqual([]);
    expect(problems({ custom_label_0: 'x'.repeat(501) })).toEqual([['INVALID_PARAMETER', 'custom_label_0']]);
  });

  it('takes the enums’ values only', () => {
    expect(problems({ availability: 'available for order', condition: 'refurbished', gender: 'unisex', age_group: 'all ages', item_group_id: 'g' })).toEqual([]);
    expect(problems({ availability: 'In Stock' })).toEqual([['INVALID_PARAMETER', 'availability']]);
    expect(problems({ gender: 'other', item_group_id: 'g' })).toEqual([['INVALID_PARAMETER', 'gender']]);
    expect(problems({ age_group: 'senior', item_group_id: 'g' })).toEqual([['INVALID_PARAMETER', 'age_group']]);
  });

  it('takes prices as a number, a space and a real currency, and a sale price lower than the price in its currency', () => {
    expect(problems({ price: '89,99 USD' })).toEqual([['INVALID_PARAMETER', 'price']]);
    expect(problems({ price: '89.99 usd' })).toEqual([['INVALID_PARAMETER', 'price']]);
    expect(problems({ price: '89.99 XXQ' })).toEqual([['INVALID_PARAMETER', 'price']]);
    expect(problems({ sale_price: '79.99 USD' })).toEqual([]);
    expect(problems({ sale_price: '89.99 USD' })).toEqual([['INVALID_PARAMETER', 'sale_price']]);
    expect(problems({ sale_price: '9.99 EUR' })).toEqual([['INVALID_PARAMETER', 'sale_price']]);
  });

  it('takes a sale period as two date-times with offsets, the first before the second, and warns that it needs a sale price', () => {
    const period = '2026-11-27T00:00:00-05:00/2026-11-30T23:59:59-05:00';
    expect(problems({ sale_price: '79.99 USD', sale_price_effective_date: period })).toEqual([]);
    expect(problems({ sale_price: '79.99 USD', sale_price_effective_date: '2026-11-27/2026-11-30' })).toEqual([['INVALID_PARAMETER', 'sale_price_effective_date']]);
    expect(problems({ sale_price: '79.99 USD', sale_price_effective_date: '2026-11-30T00:00:00Z/2026-11-27T00:00:00Z' })).toEqual([
      ['INVALID_PARAMETER', 'sale_price_effective_date'],
    ]);
    expect(checkProductItem(item({ sale_price_effective_date: period })).warnings).toEqual([
      expect.objectContaining({ code: 'IGNORED_PARAMETER', parameter: 'sale_price_effective_date' }),
    ]);
  });

  it('needs https links, and image links of JPG, GIF, WEBP or PNG files, up to 10 more', () => {
    expect(problems({ mobile_link: 'http://m.shop.example/p/1' })).toEqual([['INVALID_PARAMETER', 'mobile_link']]);
    expect(problems({ image_link: 'https://shop.example/p/1.svg' })).toEqual([['INVALID_PARAMETER', 'image_link']]);
    expect(problems({ image_link: 'http://shop.example/p/1.PNG' })).toEqual([]);
    const images = (n: number) => Array.from({ length: n }, (_, i) => `https://shop.example/p/${i}.webp`);
    expect(problems({ additional_image_link: images(10) })).toEqual([]);
    expect(problems({ additional_image_link: images(11).join(',') })).toEqual([['INVALID_PARAMETER', 'additional_image_link']]);
    expect(problems({ additional_image_link: 'https://shop.example/a.jpg, ftp://shop.example/b.jpg' })).toEqual([['INVALID_PARAMETER', 'additional_image_link']]);
    expect(checkProductItem(item({ additional_image_link: ' https://shop.example/a.jpg ,https://shop.example/b.gif,' })).fields!.additional_image_link).toBe(
      'https://shop.example/a.jpg,https://shop.example/b.gif',
    );
  });

  it('takes inventory as a whole number of at least 0, and at least 1 when in stock', () => {
    expect(problems({ inventory: 0, availability: 'out of stock' })).toEqual([]);
    expect(problems({ inventory: 0 })).toEqual([['INVALID_PARAMETER', 'inventory']]);
    for (const inventory of [-1, 1.5, '2.0', 'many', true]) expect(problems({ inventory })).toEqual([['INVALID_PARAMETER', 'inventory']]);
  });

  it('takes a color word, not a hex code, and product_type levels separated by " > "', () => {
    expect(problems({ color: 'navy blue', item_group_id: 'g' })).toEqual([]);
    for (const color of ['#fff', '1a2b3c']) expect(problems({ color, item_group_id: 'g' })).toEqual([['INVALID_PARAMETER', 'color']]);
    expect(problems({ product_type: 'Apparel > Shoes > Trail' })).toEqual([]);
    expect(problems({ product_type: 'Apparel>Shoes' })).toEqual([['INVALID_PARAMETER', 'product_type']]);
    expect(problems({ product_type: 'Apparel >  > Shoes' })).toEqual([['INVALID_PARAMETER', 'product_type']]);
  });

  it('warns that a variant (size, color, age group or gender) wants an item_group_id', () => {
    expect(checkProductItem(item({ size: '42' })).warnings).toEqual([expect.objectContaining({ code: 'MISSING_ITEM_GROUP', parameter: 'item_group_id' })]);
    expect(checkProductItem(item({ size: '42', item_group_id: 'trail' })).warnings).toEqual([]);
  });

  it('takes numbers for text fields as their text, and refuses other kinds', () => {
    expect(checkProductItem(item({ size: 42, item_group_id: 'g' })).fields!.size).toBe('42');
    expect(problems({ brand: { name: 'Acme' } })).toEqual(expect.arrayContaining([['INVALID_PARAMETER', 'brand']]));
  });
});

describe('brand-word field names', () => {
  it('are read under their neutral names, the neutral one winning when both are given', () => {
    expect(withNeutralNames({ google_product_category: 'Shoes' })).toEqual({ external_product_category: 'Shoes' });
    expect(withNeutralNames({ google_product_category: 'Shoes', external_product_category: 'Boots' })).toEqual({ external_product_category: 'Boots' });
    expect(withNeutralNames({ google_product_category: 'Shoes', external_product_category: '' })).toEqual({ external_product_category: 'Shoes' });
    expect(checkProductItem(item({ google_product_category: 'Apparel & Accessories' })).fields!.external_product_category).toBe('Apparel & Accessories');
  });

  it('leave an item without them as it is', () => {
    const given = { title: 't' };
    expect(withNeutralNames(given)).toBe(given);
  });
});
