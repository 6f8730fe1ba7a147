import type { Request } from 'express';
import { requestParams, setRequestParams } from '@platform/http';

/**
 * The catalog reference's answers echo the id a path ends with as `id`
 * (`{product_catalog_id, id}` for a product set): `request.params` names it
 * so, in its place, errors included.
 */
export function echoPathIdAsId(req: Request, param: string): void {
  const params = requestParams(req);
  if (!Object.hasOwn(params, param)) return;
  setRequestParams(req, Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'id').map(([key, value]) => [key === param ? 'id' : key, value])));
}
