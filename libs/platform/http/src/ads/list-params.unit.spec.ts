import 'reflect-metadata';
import { ListParams } from './list-params';
import { CsvParam, StringParam } from './param-decorators';
import { judgeAdsParams } from './parse-params';
import { validationsByProperty } from './dto-metadata';

const LISTING = { count: { default: 200, min: 1, max: 1000 }, sortFields: ['created_at', 'name'] };

/** The id filters written out, as list requests declared them before `ids`. */
class Written extends ListParams(LISTING) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  tracking_tag_ids?: string[];
}

class Declared extends ListParams({ ...LISTING, ids: ['line_item_ids', 'tracking_tag_ids'] }) {}

/** A list's own members come before the declared filters (the filters before the common members). */
class WithOwn extends ListParams({ ...LISTING, ids: ['line_item_ids'] }) {
  @StringParam({ maxLength: 5 })
  q?: string;
}

const many = Array.from({ length: 201 }, (_, i) => `id${i}`).join(',');

describe('ListParams with id filters', () => {
  it.each([
    {},
    { line_item_ids: 'a,b' },
    { line_item_ids: ['a', 'b,c'], tracking_tag_ids: 'x' },
    { tracking_tag_ids: '' },
    { line_item_ids: many },
    { line_item_ids: many, tracking_tag_ids: many, count: '0' },
    { line_item_ids: 12, count: '0' },
    { tracking_tag_ids: true, sort_by: 'bogus-asc' },
  ])('parses and refuses %j as the written-out filters do', (raw) => {
    const written = judgeAdsParams(Written, raw);
    const declared = judgeAdsParams(Declared, raw);
    expect(declared).toEqual(written);
    if (declared.ok && written.ok) expect(Object.keys(declared.value)).toEqual(Object.keys(written.value));
  });

  it('refuses more than 200 ids, naming the parameter', () => {
    expect(judgeAdsParams(Declared, { tracking_tag_ids: many })).toEqual({
      ok: false,
      errors: [{ code: 'INVALID_PARAMETER', message: 'Expected at most 200 values, got 201 for tracking_tag_ids', parameter: 'tracking_tag_ids' }],
    });
  });

  it('judges a list\'s own members, then its filters, then the common members', () => {
    expect(Object.keys(validationsByProperty(WithOwn))).toEqual(['q', 'line_item_ids', 'count', 'cursor', 'sort_by', 'with_deleted', 'with_total_count']);
  });

  it('declares the filters where the OpenAPI document and the parsing read them, in order', () => {
    expect(Object.keys(validationsByProperty(Declared))).toEqual(Object.keys(validationsByProperty(Written)));
    expect(validationsByProperty(Declared).line_item_ids.map((v) => v.name ?? v.type)).toEqual(
      validationsByProperty(Written).line_item_ids.map((v) => v.name ?? v.type),
    );
  });
});
