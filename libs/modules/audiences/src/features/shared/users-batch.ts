import { applyDecorators } from '@nestjs/common';
import { BatchEndpoint } from '@platform/ads-entity';
import { AdsError } from '@platform/http';
import { judgeUsersBatch, type UsersBatchRules, type UsersOperation } from '../../domain/audience-users';

/**
 * The users batch endpoints of custom audiences and do-not-reach lists: a
 * JSON array body, judged whole before anything is applied; a request-level
 * fault (not an array, too many operations) under `errors`, each
 * operation's faults under `operation_errors` in request order.
 */
export function judgedOperations(body: unknown, rules: UsersBatchRules, now: Date): UsersOperation[] {
  const judged = judgeUsersBatch(body, rules, now);
  if (judged.ok) return judged.operations;
  if ('request' in judged) throw new AdsError(400, judged.request.code, judged.request.message, judged.request.parameter);
  const failed = judged.operations.filter((errors) => errors.length > 0).length;
  throw AdsError.batch(
    `${failed} of ${judged.operations.length} operations are invalid; nothing was applied (see operation_errors)`,
    judged.operations,
  );
}

/** Users named by a batch's operations: what `total_count` (and, when all applied, `success_count`) counts. */
export const usersIn = (operations: readonly UsersOperation[]) => operations.reduce((n, o) => n + o.users.length, 0);

/**
 * A users batch endpoint: JSON only, documented as the operations it takes
 * (its rate, 1,500 a minute per ad account, is the ads rate limits' audience category).
 */
export function UsersBatchEndpoint(options: { kinds: readonly string[]; effectiveAt: boolean }) {
  const identifiers = Object.fromEntries(options.kinds.map((kind) => [kind, { type: 'array', items: { type: 'string' } }]));
  const time = { type: 'string', format: 'date-time' };
  return applyDecorators(
    BatchEndpoint(['Update', 'Delete'], {
      type: 'object',
      required: ['users'],
      properties: {
        users: { type: 'array', items: { type: 'object', properties: identifiers } },
        ...(options.effectiveAt ? { effective_at: time } : {}),
        expires_at: time,
      },
    }),
  );
}
