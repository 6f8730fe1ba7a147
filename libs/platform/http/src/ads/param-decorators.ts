import { Transform } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ArrayMaxSize,
  ArrayMinSize,
  IsDefined,
  type ValidationOptions,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { Omittable } from '../validation';

/**
 * Decorators for ads request DTOs. The official SDKs send every parameter as a
 * string (query string or form), lists as csv or repeated keys, booleans as
 * `true`/`false`; JSON bodies send real types. Each decorator accepts both and
 * leaves the parsed value on the DTO, with an error message naming the parameter.
 */

/**
 * Messages in the form the ads API documents (`Expected time, got "" for start_time`),
 * always naming the parameter.
 */
const shown = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : Array.isArray(value) ? JSON.stringify(value.join(',')) : JSON.stringify(String(value));

export const MESSAGES = {
  required: (p: string) => `"${p}" is a required parameter`,
  expected: (type: string, p: string, value: unknown) => `Expected ${type}, got ${shown(value)} for ${p}`,
  boolean: (p: string, v: unknown) => MESSAGES.expected('boolean', p, v),
  integer: (p: string, v: unknown) => MESSAGES.expected('integer', p, v),
  range: (p: string, v: unknown, min: number, max: number) => MESSAGES.expected(`integer between ${min} and ${max}`, p, v),
  oneOf: (p: string, v: unknown, values: readonly string[]) => MESSAGES.expected(`one of [${values.join(', ')}]`, p, v),
  maxItems: (p: string, v: unknown, max: number) =>
    `Expected at most ${max} values, got ${Array.isArray(v) ? v.length : 1} for ${p}`,
  maxLength: (p: string, v: unknown, max: number) =>
    `Expected at most ${max} characters, got ${typeof v === 'string' ? v.length : 0} for ${p}`,
  minLength: (p: string, v: unknown, min: number) => MESSAGES.expected(`at least ${min} characters`, p, v),
  string: (p: string, v: unknown) => MESSAGES.expected('string', p, v),
  time: (p: string, v: unknown) => MESSAGES.expected('time', p, v),
  pattern: (p: string, v: unknown) => MESSAGES.expected('a valid value', p, v),
  sortBy: (p: string, v: unknown, fields: readonly string[]) =>
    MESSAGES.expected(`<field>-asc or <field>-desc with field in [${fields.join(', ')}]`, p, v),
};

/**
 * Required, or optional: a nullable parameter takes `null` (from an empty
 * string, or JSON null) as "unset"; any other leaves `null` to its validators,
 * which refuse it.
 */
const presence = (options: { required?: boolean; nullable?: boolean }): PropertyDecorator =>
  options.required ? IsDefined(msg(MESSAGES.required)) : options.nullable ? IsOptional() : Omittable();

const msg = (f: (property: string, value: unknown) => string): ValidationOptions => ({
  message: (args) => f(args.property, args.value),
});

/** Wraps a transform so that an empty string becomes null: the API's way to unset an optional field. */
const unsettable =
  (nullable: boolean | undefined, transform: (arg: { value: unknown }) => unknown) =>
  ({ value }: { value: unknown }): unknown =>
    nullable && (value === '' || value === null) ? null : transform({ value });

const toStringList = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null) return value;
  const parts = Array.isArray(value) ? value.flatMap((v) => String(v).split(',')) : String(value).split(',');
  return parts.map((s) => s.trim()).filter((s) => s.length > 0);
};

/** Whether a boolean parameter's raw value reads as true (`true`, `True`, `1`), as the boolean parameters parse it. */
export const isTrueParam = (value: unknown): boolean => toBoolean({ value }) === true;

const toBoolean = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
  }
  return value;
};

const toInteger = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : value;
  }
  return value;
};

/** A plain string the SDKs may send as a number (ids, for example). */
const toStringValue = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;

export interface StringParamOptions {
  required?: boolean;
  /** An empty string unsets the field (parsed as null). */
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  patternMessage?: (p: string, v: unknown) => string;
}

export function StringParam(options: StringParamOptions = {}) {
  const decorators: PropertyDecorator[] = [Transform(unsettable(options.nullable, toStringValue))];
  decorators.push(presence(options));
  decorators.push(IsString(msg(MESSAGES.string)));
  if (options.minLength !== undefined)
    decorators.push(MinLength(options.minLength, msg((p, v) => MESSAGES.minLength(p, v, options.minLength!))));
  if (options.maxLength !== undefined)
    decorators.push(MaxLength(options.maxLength, msg((p, v) => MESSAGES.maxLength(p, v, options.maxLength!))));
  if (options.pattern)
    decorators.push(Matches(options.pattern, msg(options.patternMessage ?? MESSAGES.pattern)));
  return applyDecorators(...decorators);
}

/** Older names clients may still send for a value (answers always use the current one). */
export type Aliases = Readonly<Record<string, string>>;

const aliased = (aliases: Aliases | undefined, value: unknown): unknown =>
  aliases && typeof value === 'string' && aliases[value] !== undefined ? aliases[value] : value;

export function EnumParam(
  values: readonly string[],
  options: { required?: boolean; caseInsensitive?: boolean; nullable?: boolean; aliases?: Aliases } = {},
) {
  return applyDecorators(
    Transform(
      unsettable(options.nullable, ({ value }) =>
        aliased(options.aliases, options.caseInsensitive && typeof value === 'string' ? value.toUpperCase() : value),
      ),
    ),
    presence(options),
    IsIn(values as string[], msg((p, v) => MESSAGES.oneOf(p, v, values))),
  );
}

export function BooleanParam(options: { required?: boolean } = {}) {
  return applyDecorators(
    Transform(toBoolean),
    presence(options),
    IsBoolean(msg(MESSAGES.boolean)),
  );
}

export function IntParam(options: { min?: number; max?: number; required?: boolean; nullable?: boolean } = {}) {
  const decorators: PropertyDecorator[] = [
    Transform(unsettable(options.nullable, toInteger)),
    presence(options),
    IsInt(msg(MESSAGES.integer)),
  ];
  const { min, max } = options;
  if (min !== undefined && max !== undefined) {
    decorators.push(Min(min, msg((p, v) => MESSAGES.range(p, v, min, max))));
    decorators.push(Max(max, msg((p, v) => MESSAGES.range(p, v, min, max))));
  } else if (min !== undefined) {
    decorators.push(Min(min, msg((p, v) => MESSAGES.expected(`integer of at least ${min}`, p, v))));
  } else if (max !== undefined) {
    decorators.push(Max(max, msg((p, v) => MESSAGES.expected(`integer of at most ${max}`, p, v))));
  }
  return applyDecorators(...decorators);
}

/** `count`: records per page, within the endpoint's bounds. */
export function CountParam(min: number, max: number) {
  return IntParam({ min, max });
}

/** A csv list (or repeated keys); optionally restricted to given values and capped in size. */
export function CsvParam(
  options: { max?: number; values?: readonly string[]; required?: boolean; pattern?: RegExp; nullable?: boolean; aliases?: Aliases } = {},
) {
  const decorators: PropertyDecorator[] = [
    Transform(
      unsettable(options.nullable, ({ value }) => {
        const list = toStringList({ value });
        return Array.isArray(list) ? list.map((item) => aliased(options.aliases, item)) : list;
      }),
    ),
    presence(options),
    IsArray(msg(MESSAGES.string)),
  ];
  if (options.required) decorators.push(ArrayMinSize(1, msg(MESSAGES.required)));
  if (options.max !== undefined)
    decorators.push(ArrayMaxSize(options.max, msg((p, v) => MESSAGES.maxItems(p, v, options.max!))));
  if (options.values)
    decorators.push(IsIn(options.values as string[], { each: true, ...msg((p, v) => MESSAGES.oneOf(p, v, options.values!)) }));
  if (options.pattern)
    decorators.push(Matches(options.pattern, { each: true, ...msg(MESSAGES.pattern) }));
  return applyDecorators(...decorators);
}

/** An ISO 8601 date-time; parsed to a Date. */
export function TimeParam(options: { required?: boolean; nullable?: boolean } = {}) {
  return applyDecorators(
    Transform(unsettable(options.nullable, ({ value }) => value)),
    presence(options),
    ValidateBy({
      name: 'isIsoTime',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        defaultMessage: (args) => MESSAGES.time(args!.property, args!.value ?? ''),
      },
    }),
  );
}

export interface SortBy {
  field: string;
  direction: 'asc' | 'desc';
}

/** `sort_by` as `field-asc` or `field-desc`, over the fields an endpoint sorts by. */
export function SortByParam(fields: readonly string[]) {
  return applyDecorators(
    Omittable(),
    ValidateBy({
      name: 'isSortBy',
      validator: {
        validate: (value: unknown) => parseSortBy(value, fields) !== undefined,
        defaultMessage: (args) => MESSAGES.sortBy(args!.property, args!.value, fields),
      },
    }),
  );
}

export function parseSortBy(value: unknown, fields: readonly string[]): SortBy | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([a-z_]+)-(asc|desc)$/i.exec(value.trim());
  if (!match || !fields.includes(match[1])) return undefined;
  return { field: match[1], direction: match[2].toLowerCase() as 'asc' | 'desc' };
}
