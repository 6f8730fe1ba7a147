import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { AdsError, type AdsErrorEntry, JsonBodyOnlyGuard, judgeAdsParams } from '@platform/http';

type Class<T> = new () => T;

/** One operation of a batch body, its params parsed with the operation's request DTO. */
export interface BatchOperation<K extends string> {
  operationType: K;
  params: Record<string, unknown>;
  /** What the answer's `request` echoes for it. */
  echo: { params: Record<string, unknown>; operation_type: K };
}

/**
 * The JSON body of a batch endpoint (`POST /12/batch/accounts/:account_id/<entities>`):
 * an array of `{operation_type, params}` of at most `max` operations, each
 * operation's params judged with its request DTO. A fault of the batch as
 * such (not an array, too many operations) is answered under `errors`; the
 * operations' faults together under `operation_errors`, by index, and then
 * nothing is applied.
 */
export function judgeBatchBody<K extends string>(body: unknown, options: { max: number; operations: Record<K, Class<object>> }): BatchOperation<K>[] {
  if (!Array.isArray(body)) throw new AdsError(400, 'INVALID_PARAMETER', 'Expected a JSON array of operations as the request body', 'operations');
  if (body.length === 0) throw new AdsError(400, 'INVALID_PARAMETER', 'Expected at least one operation', 'operations');
  if (body.length > options.max) {
    throw new AdsError(400, 'INVALID_PARAMETER', `Batch size exceeded: at most ${options.max} operations per request, got ${body.length}`, 'operations');
  }
  const types = Object.keys(options.operations) as K[];
  const operations: BatchOperation<K>[] = [];
  const errors: AdsErrorEntry[][] = body.map((item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      return [{ code: 'INVALID_PARAMETER', message: 'Expected an object with operation_type and params', parameter: 'operation' }];
    }
    const { operation_type: type, params } = item as Record<string, unknown>;
    if (type === undefined) return [{ code: 'MISSING_PARAMETER', message: '"operation_type" is a required parameter', parameter: 'operation_type' }];
    if (typeof type !== 'string' || !types.includes(type as K)) {
      return [{ code: 'INVALID_PARAMETER', message: `Expected one of [${types.join(', ')}] for operation_type`, parameter: 'operation_type' }];
    }
    if (params === undefined) return [{ code: 'MISSING_PARAMETER', message: '"params" is a required parameter', parameter: 'params' }];
    if (!params || typeof params !== 'object' || Array.isArray(params)) {
      return [{ code: 'INVALID_PARAMETER', message: 'Expected params to be an object', parameter: 'params' }];
    }
    const judged = judgeAdsParams(options.operations[type as K], params as Record<string, unknown>);
    if (!judged.ok) return judged.errors;
    operations.push({
      operationType: type as K,
      params: judged.value as Record<string, unknown>,
      echo: { params: params as Record<string, unknown>, operation_type: type as K },
    });
    return [];
  });
  const failed = errors.filter((e) => e.length > 0).length;
  if (failed > 0) throw AdsError.batch(`${failed} of ${body.length} operations are invalid; nothing was applied (see operation_errors)`, errors);
  return operations;
}

/**
 * A batch endpoint: a JSON body only, documented as the array of operations
 * it takes (`params`: the JSON schema of an operation's params, when one
 * schema describes them all).
 */
export function BatchEndpoint(operationTypes: readonly string[], params: Record<string, unknown> = { type: 'object' }) {
  return applyDecorators(
    UseGuards(JsonBodyOnlyGuard),
    ApiBody({
      schema: {
        type: 'array',
        items: {
          type: 'object',
          required: ['operation_type', 'params'],
          properties: { operation_type: { type: 'string', enum: [...operationTypes] }, params },
        },
      },
    }),
  );
}
