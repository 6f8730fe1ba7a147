import type { ParamDecoratorEnhancer } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { validationsByProperty } from './dto-metadata';

type Schema = Record<string, unknown>;

/**
 * Documents an ads DTO's parameters in the OpenAPI document (as query
 * parameters: the official SDKs send them there; JSON and form bodies carry
 * the same names). The schema of each is read from its validation decorators.
 * Path parameters of the same name are left to the route (see `setUpOpenApi`).
 */
export function documentAdsParams(dto: Function): ParamDecoratorEnhancer {
  return (target, propertyKey) => {
    if (propertyKey === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, propertyKey);
    if (!descriptor) return;
    for (const [name, { schema, required }] of Object.entries(paramSchemas(dto))) {
      ApiQuery({ name, required, schema })(target, propertyKey, descriptor);
    }
  };
}

function paramSchemas(dto: Function): Record<string, { schema: Schema; required: boolean }> {
  const out: Record<string, { schema: Schema; required: boolean }> = {};
  for (const [name, checks] of Object.entries(validationsByProperty(dto))) {
    const schema: Schema = { type: 'string' };
    let required = false;
    for (const check of checks) {
      const constraint = check.constraints ?? [];
      switch (check.name ?? check.type) {
        case 'isDefined':
          required = true;
          break;
        case 'isInt':
          schema.type = 'integer';
          break;
        case 'isBoolean':
          schema.type = 'boolean';
          break;
        case 'min':
          schema.minimum = constraint[0];
          break;
        case 'max':
          schema.maximum = constraint[0];
          break;
        case 'maxLength':
          schema.maxLength = constraint[0];
          break;
        case 'isIsoTime':
          schema.format = 'date-time';
          break;
        case 'isIn':
          if (check.each) schema.items = { type: 'string', enum: constraint[0] };
          else schema.enum = constraint[0];
          break;
        case 'isArray':
          // a csv list (or repeated keys)
          schema.type = 'array';
          schema.items ??= { type: 'string' };
          break;
      }
    }
    if (schema.type === 'array') delete schema.maxLength;
    out[name] = { schema, required };
  }
  return out;
}
