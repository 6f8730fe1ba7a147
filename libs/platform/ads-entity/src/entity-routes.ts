import type { Type } from '@nestjs/common';
import type { AnyAdsEntity, EntityRoutes, ListRoute } from './ads-entity';
import { deleteEntityController, getEntityController, listEntityController } from './entity-endpoints';
import { type CreateOptions, createEntityController, type UpdateOptions, updateEntityController } from './entity-write-endpoints';
import { AdsListParams } from './list-params';

/**
 * The controllers of the routes the module's entities declare (`routes`):
 * mounted from the module's list of entities,
 * `controllers: [...own, ...entityRoutes(ENTITIES)]`, in the list's order
 * (an entity whose path is a literal segment of another's, `cards/poll`
 * beside `cards/:card_id`, comes first). Each is named as a hand-written one
 * would be (`GetTrackingTagController`), which names its operations in the
 * OpenAPI document.
 */
export function entityRoutes(entities: readonly AnyAdsEntity[]): Type<object>[] {
  return entities.flatMap((entity) => (entity.definition.routes ? routesOf(entity) : []));
}

function routesOf(entity: AnyAdsEntity): Type<object>[] {
  const { path, onePath, tag, versions, beta, get, list, delete: remove, create, update, names = {} } = entity.definition.routes!;
  if (!path && (list || create || !onePath)) throw new Error(`${entity.name}: its routes name no path`);
  const one = names.one ?? entity.streamType.slice(entity.streamType.lastIndexOf('.') + 1);
  const many = names.many ?? `${one}s`;
  const all = { tag, versions, beta };
  const ofOne = { ...all, path: onePath ?? spellings(path!).map((p) => `${p}/:${entity.idParam}`) };
  const controllers: Type<object>[] = [];
  if (get) controllers.push(named(names.get ?? `Get${one}`, getEntityController(entity, { ...ofOne, ...(get === true ? {} : get) })));
  if (list) controllers.push(named(names.list ?? `List${many}`, listEntityController(entity, { ...all, path: path!, ...listRoute(entity, list) })));
  if (create) controllers.push(named(names.create ?? `Create${one}`, createEntityController(entity, { ...all, path: path!, ...create })));
  if (update) controllers.push(named(names.update ?? `Update${one}`, updateEntityController(entity, { ...ofOne, ...update })));
  if (remove) controllers.push(named(names.delete ?? `Delete${one}`, deleteEntityController(entity, { ...ofOne, ...(remove === true ? {} : remove) })));
  return controllers;
}

/** The list's request and query: its own, or the common ones with its id lists. */
function listRoute(entity: AnyAdsEntity, list: NonNullable<EntityRoutes['list']>): ListRoute {
  if (list !== true && 'request' in list) return list;
  const ids = (list === true ? undefined : list.ids) ?? {};
  // a class of its own, as a list's request DTO is: its id lists then come first, in the document and in what it judges
  class ListRequest extends AdsListParams(entity.table, { ids: Object.keys(ids) }) {}
  return {
    request: ListRequest,
    query: (p: Record<string, string[] | undefined>) => ({ filters: Object.fromEntries(Object.entries(ids).map(([param, column]) => [column, p[param]])) }),
  };
}

const spellings = (path: string | readonly string[]): readonly string[] => (typeof path === 'string' ? [path] : path);

const named = (name: string, controller: Type<object>): Type<object> => Object.defineProperty(controller, 'name', { value: `${name}Controller` });

/** A create or update route's options besides those of all the entity's routes: the factories' own (`id`, `existing`; `idOf`, `sets`; `sandboxOnly`...). */
type WriteRoute<P, F> = Omit<CreateOptions<P, F> & UpdateOptions<P, F>, 'request' | 'path' | 'tag' | 'versions' | 'beta'>;

/**
 * A create or update route's options with the command typed from its request
 * DTO: `create: writeRoute(CreateTrackingTagRequest, { command: (p) => ({...}) })`.
 */
export function writeRoute<P extends object, F>(request: Type<P>, options: WriteRoute<P, F>): WriteRoute<P, F> & { request: Type<P> } {
  return { request, ...options };
}
