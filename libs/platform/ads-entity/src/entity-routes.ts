import type { Type } from '@nestjs/common';
import type { AnyAdsEntity } from './ads-entity';
import { deleteEntityController, getEntityController, listEntityController } from './entity-endpoints';
import { AdsListParams } from './list-params';

/**
 * The controllers of the routes the module's entities declare (`routes`):
 * mounted from the module's list of entities,
 * `controllers: [...own, ...entityRoutes(ENTITIES)]`. Each is named as a
 * hand-written one would be (`GetTrackingTagController`), which names its
 * operations in the OpenAPI document.
 */
export function entityRoutes(entities: readonly AnyAdsEntity[]): Type<object>[] {
  return entities.flatMap((entity) => (entity.definition.routes ? routesOf(entity) : []));
}

function routesOf(entity: AnyAdsEntity): Type<object>[] {
  const { path, tag, get, list, delete: remove, names = {} } = entity.definition.routes!;
  const one = names.one ?? entity.streamType.slice(entity.streamType.lastIndexOf('.') + 1);
  const many = names.many ?? `${one}s`;
  const onePath = `${path}/:${entity.idParam}`;
  const controllers: Type<object>[] = [];
  if (get) controllers.push(named(`Get${one}Controller`, getEntityController(entity, { path: onePath, tag, ...(get === true ? {} : get) })));
  if (list) {
    const ids = (list === true ? undefined : list.ids) ?? {};
    const request = AdsListParams(entity.table, { ids: Object.keys(ids) });
    const query = (p: object) => ({ filters: Object.fromEntries(Object.entries(ids).map(([param, column]) => [column, (p as Record<string, string[] | undefined>)[param]])) });
    controllers.push(named(`List${many}Controller`, listEntityController(entity, { path, tag, request, query })));
  }
  if (remove) controllers.push(named(`Delete${one}Controller`, deleteEntityController(entity, { path: onePath, tag, ...(remove === true ? {} : remove) })));
  return controllers;
}

const named = (name: string, controller: Type<object>): Type<object> => Object.defineProperty(controller, 'name', { value: name });
