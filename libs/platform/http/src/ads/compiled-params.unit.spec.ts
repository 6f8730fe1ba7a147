import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsArray, IsDefined, ValidateBy, ValidateNested, validateSync } from 'class-validator';
import { parseCompiled } from './compiled-params';
import { ListParams } from './list-params';
import {
  BooleanParam,
  CsvParam,
  EnumParam,
  IntParam,
  StringParam,
  TimeParam,
} from './param-decorators';

class Listing extends ListParams({ count: { default: 200, min: 1, max: 1000 }, sortFields: ['created_at', 'name'] }) {
  @CsvParam({ max: 3 })
  line_item_ids?: string[];

  @CsvParam({ values: ['ACTIVE', 'PAUSED'], aliases: { RUNNING: 'ACTIVE' } })
  statuses?: string[];

  @StringParam({ maxLength: 5 })
  q?: string;

  @BooleanParam()
  with_draft: boolean = false;
}

class Change {
  @StringParam({ required: true, minLength: 2, pattern: /^[a-z]+$/ })
  name: string = undefined as unknown as string;

  @EnumParam(['ACTIVE', 'PAUSED'], { caseInsensitive: true, nullable: true, aliases: { RUNNING: 'ACTIVE' } })
  entity_status?: string | null = undefined;

  @IntParam({ min: 0, nullable: true })
  bid?: number | null = undefined;

  @TimeParam({ nullable: true })
  start_time?: string | null = undefined;

  @CsvParam({ required: true, pattern: /^[a-z0-9]+$/, nullable: true })
  placements?: string[] | null = undefined;

  /** A raw class-validator decorator next to ours. */
  @IsDefined()
  @ValidateBy({ name: 'isEven', validator: { validate: (v: unknown) => typeof v === 'string' && v.length % 2 === 0 } })
  code?: string;

  untouched = 'default';
}

/** A parameter taking JSON structure (a batch's items). */
class Batch {
  @IsDefined()
  @IsArray()
  items?: unknown[];

  @StringParam()
  note?: string;
}

class Nested {
  @ValidateNested()
  child?: object;
}

/** What parseAdsParams computes the usual way: the instance when valid, else undefined. */
function slow<T extends object>(dto: new () => T, raw: Record<string, unknown>): T | undefined {
  const instance = plainToInstance(dto, raw, { exposeDefaultValues: true });
  return validateSync(instance, { forbidUnknownValues: false, whitelist: true }).length === 0 ? instance : undefined;
}

const POOL: unknown[] = [
  undefined, '', 'abc', 'ab', 'Abc', '12', '-3', '0', '1001', 'true', 'FALSE', '1', ' yes ', 'a,b,,c', 'a,b,c,d',
  ['x', 'y'], ['a,b', 'c'], [], 12, 1.5, true, null, 'created_at-desc', 'name-ASC', 'bogus-asc', '2024-01-01T00:00:00Z',
  '2024-13-45', 'ACTIVE', 'paused', 'RUNNING', 'ACTIVE,RUNNING', { nested: 1 }, [1, 2], 'abcd', 'abcdef',
  [{ id: 'a', n: [1, { b: null, c: 'd' }] }, { kept: true, prototype: 1 }], [{}], { a: [{ b: 1 }] }, [new Date(0)],
];

function cases(keys: string[], count: number, base: Record<string, unknown>): Array<Record<string, unknown>> {
  let seed = 11;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed >>> 16) % n;
  };
  return Array.from({ length: count }, () => {
    const raw: Record<string, unknown> = random(4) ? { ...base } : {};
    for (const key of keys) if (random(5) === 0) raw[key] = POOL[random(POOL.length)];
    if (random(4) === 0) raw.account_id = 'acc1';
    return raw;
  });
}

describe('compiled ads parameter parsing', () => {
  it.each([
    ['a list', Listing, ['count', 'cursor', 'sort_by', 'with_deleted', 'with_total_count', 'line_item_ids', 'statuses', 'q', 'with_draft'], {}],
    ['a change', Change, ['name', 'entity_status', 'bid', 'start_time', 'placements', 'code', 'untouched'], { name: 'abc', placements: 'a,b', code: 'ab' }],
    ['a batch of JSON items', Batch, ['items', 'note'], { items: [{ id: '1', tags: ['a'] }] }],
  ] as const)('gives what plainToInstance and validateSync give for %s, or leaves it to them', (_, dto, keys, base) => {
    let compiled = 0;
    for (const raw of cases([...keys], 3000, base)) {
      const expected = slow(dto as new () => object, raw);
      const actual = parseCompiled(dto as new () => object, raw);
      if (actual === undefined) {
        // only what fails validation, or holds values that are not JSON, goes the usual way
        expect(expected === undefined || Object.values(raw).some((v) => Array.isArray(v) && v.some((item) => item instanceof Date))).toBe(true);
        continue;
      }
      compiled++;
      expect(expected).toBeDefined();
      expect(Object.getPrototypeOf(actual)).toBe(dto.prototype);
      expect(Object.keys(actual)).toEqual(Object.keys(expected!));
      expect(actual).toEqual(expected);
    }
    expect(compiled).toBeGreaterThan(50);
  });

  it('leaves DTOs it does not cover to the usual way', () => {
    expect(parseCompiled(Nested, { child: {} })).toBeUndefined();
  });

  it('leaves objects with members named as every object inherits to the usual way', () => {
    expect(parseCompiled(Batch, { items: [{ a: 1 }] })).toEqual(Object.assign(new Batch(), { items: [{ a: 1 }] }));
    for (const items of [[{ toString: 'x' }], [{ a: { constructor: 1 } }], JSON.parse('[{"__proto__": {"polluted": true}}]')]) {
      expect(parseCompiled(Batch, { items })).toBeUndefined();
    }
  });
});
