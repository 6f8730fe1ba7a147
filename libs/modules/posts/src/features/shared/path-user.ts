import type { QueryBus } from '@nestjs/cqrs';
import { platformNumericId, ProblemError } from '@platform/http';
import { FindUserQuery } from '@modules/identity';

/** The user a platform list's path names (`/2/users/:id/...`): a numeric id (400 otherwise) of a user who is there (404 `resource-not-found` otherwise). */
export async function pathUser(queries: QueryBus, id: string): Promise<string> {
  platformNumericId('id', id);
  if (!(await queries.execute(new FindUserQuery(id)))) throw ProblemError.resourceNotFound('user', 'id', id);
  return id;
}
