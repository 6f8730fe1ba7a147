import { TransformationType } from 'class-transformer';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage, type ValidationArguments, ValidationTypes } from 'class-validator';
import { validationsByProperty, type ValidationMetadata } from './dto-metadata';

type ConstraintMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidatorConstraints']>[number];

/** A validation and the synchronous validators behind it (validateSync skips asynchronous ones). */
interface Check {
  metadata: ValidationMetadata;
  constraints: ConstraintMetadata[];
}

/**
 * A faster way to the DTO that `plainToInstance(dto, raw, {exposeDefaultValues:
 * true})` then `validateSync(…, {forbidUnknownValues: false, whitelist: true})`
 * give when the parameters are valid: the metadata both libraries would look
 * up on every call (walking every decorated class of the application) is read
 * once per DTO, and the same transform functions and validators are applied
 * to the same values, in the same order.
 *
 * Answers undefined whenever it cannot vouch for giving the same result: a
 * DTO using features left out here (nested or promise validation, @Type,
 * @Expose, @Exclude, accessors), a value that is not JSON (primitives, lists
 * and plain objects of them), a validator answering a promise, and any failed validation (the
 * caller then parses the usual way, which also words the errors).
 */
export function parseCompiled<T extends object>(dto: new () => T, raw: Record<string, unknown>): T | undefined {
  let plan = plans.get(dto);
  if (plan === undefined) {
    plan = compile(dto);
    plans.set(dto, plan);
  }
  if (plan === null) return undefined;

  const instance = new dto() as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    const property = plan.properties.get(key);
    if (!property) continue; // not declared: whitelisting would strip it
    const given = raw[key];
    if (given === undefined) {
      instance[key] = instance[key]; // the default, as exposeDefaultValues keeps it
      continue;
    }
    let value = copied(given);
    if (value === UNSUPPORTED) return undefined;
    for (const transformFn of property.transforms) {
      value = transformFn({ value, key, obj: raw, type: TransformationType.PLAIN_TO_CLASS, options: TRANSFORM_OPTIONS });
    }
    instance[key] = value;
  }
  for (const key of plan.strip) delete instance[key];

  for (const property of plan.validated) {
    const value = instance[property.name];
    let validate = true;
    for (const condition of property.conditions) validate = condition.constraints[0](instance, value) && validate;
    if (!validate) continue;
    if (!passes(instance, value, property.defined) || !passes(instance, value, property.custom)) return undefined;
  }
  return instance as T;
}

type TransformFn = (params: { value: unknown; key: string; obj: unknown; type: TransformationType; options: unknown }) => unknown;

interface Plan {
  /** Declared (validated) properties by name, with their transforms for plain → class. */
  properties: Map<string, { transforms: TransformFn[] }>;
  /** Own properties of a new instance that whitelisting strips. */
  strip: string[];
  /** Validation of each declared property, in class-validator's order. */
  validated: Array<{
    name: string;
    conditions: ValidationMetadata[];
    defined: Check[];
    custom: Check[];
  }>;
}

const plans = new WeakMap<Function, Plan | null>();

/** class-transformer's options for plainToInstance(…, {exposeDefaultValues: true}), as transform functions receive them. */
const TRANSFORM_OPTIONS = Object.freeze({
  enableCircularCheck: false,
  enableImplicitConversion: false,
  excludeExtraneousValues: false,
  excludePrefixes: undefined,
  exposeDefaultValues: true,
  exposeUnsetFields: true,
  groups: undefined,
  ignoreDecorators: false,
  strategy: undefined,
  targetMaps: undefined,
  version: undefined,
});

const UNSUPPORTED = Symbol('unsupported');

/**
 * What class-transformer makes of a plain value without a declared type:
 * primitives as they are, lists and plain objects (JSON structure) copied.
 * An object with a member named as one of `Object.prototype`'s
 * (`constructor`, `toString`, `__proto__`…), which it treats apart, is left
 * to it (the input judge refuses those names before).
 */
function copied(value: unknown): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const copy = copied(item);
      if (copy === UNSUPPORTED) return UNSUPPORTED;
      out.push(copy);
    }
    return out;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return UNSUPPORTED;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(Object.prototype, key)) return UNSUPPORTED;
    const copy = copied((value as Record<string, unknown>)[key]);
    if (copy === UNSUPPORTED) return UNSUPPORTED;
    out[key] = copy;
  }
  return out;
}

function compile(dto: Function): Plan | null {
  const storage = getMetadataStorage();
  const grouped = validationsByProperty(dto);
  if (Object.keys(grouped).length === 0) return null;
  if (defaultMetadataStorage.getStrategy(dto) !== 'none') return null;
  if (defaultMetadataStorage.getExposedMetadatas(dto).length > 0 || defaultMetadataStorage.getExcludedMetadatas(dto).length > 0) {
    return null;
  }
  const sample = new (dto as new () => Record<string, unknown>)();
  const properties: Plan['properties'] = new Map();
  const validated: Plan['validated'] = [];
  for (const name of Object.keys(grouped)) {
    if (name === '__proto__' || name === 'constructor') return null;
    if (Object.getOwnPropertyDescriptor(dto.prototype, name) || typeof sample[name] === 'function') return null;
    if (defaultMetadataStorage.findTypeMetadata(dto, name)) return null;
    const all = grouped[name];
    const others = all.filter((m) => m.type !== ValidationTypes.IS_DEFINED && m.type !== ValidationTypes.WHITELIST);
    if (others.some((m) => m.type !== ValidationTypes.CUSTOM_VALIDATION && m.type !== ValidationTypes.CONDITIONAL_VALIDATION)) {
      return null;
    }
    const transforms = defaultMetadataStorage
      .findTransformMetadatas(dto, name, TransformationType.PLAIN_TO_CLASS)
      .filter((m) => !m.options || !m.options.groups || !m.options.groups.length)
      .map((m) => m.transformFn as TransformFn);
    properties.set(name, { transforms });
    const checks = (metadatas: ValidationMetadata[]): Check[] =>
      metadatas.map((metadata) => ({
        metadata,
        constraints: storage.getTargetValidatorConstraints(metadata.constraintCls).filter((c) => !c.async),
      }));
    validated.push({
      name,
      conditions: others.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION),
      defined: checks(all.filter((m) => m.type === ValidationTypes.IS_DEFINED)),
      custom: checks(others.filter((m) => m.type === ValidationTypes.CUSTOM_VALIDATION)),
    });
  }
  return { properties, strip: Object.keys(sample).filter((key) => !properties.has(key)), validated };
}

/** Whether every validator of these checks accepts the value (as ValidationExecutor.customValidations runs them). */
function passes(object: Record<string, unknown>, value: unknown, checks: Check[]): boolean {
  for (const { metadata, constraints } of checks) {
    if (metadata.validateIf && !metadata.validateIf(object, value)) continue;
    for (const constraint of constraints) {
      const args: ValidationArguments = {
        targetName: object.constructor ? object.constructor.name : (undefined as unknown as string),
        property: metadata.propertyName,
        object,
        value,
        constraints: metadata.constraints,
      };
      if (!metadata.each || !(Array.isArray(value) || value instanceof Set || value instanceof Map)) {
        const valid: unknown = constraint.instance.validate(value, args);
        if (isPromise(valid) || !valid) return false;
        continue;
      }
      const items: unknown[] = value instanceof Map ? Array.from(value.values()) : Array.isArray(value) ? value : Array.from(value);
      const results: unknown[] = items.map((item) => constraint.instance.validate(item, args));
      if (results.some(isPromise) || !results.every(Boolean)) return false;
    }
  }
  return true;
}

function isPromise(value: unknown): boolean {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}
