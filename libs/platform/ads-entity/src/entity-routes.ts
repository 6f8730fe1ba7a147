import type { Type } from '@nestjs/common';
import type { AnyAdsEntity, EntityRoutes, ListRoute } from './ads-entity';
import { deleteEntityController, getEntityController, listEntityController } from './entity-endpoints';
import { type CreateOptions, createEntityController, fixedUpdateController, type UpdateOptions, updateEntityController } from './entity-write-endpoints';
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
  const ofOne = { ...all, path: onePathOf(entity) };
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

/** The path of one entity, or its spellings: `onePath`, or `<path>/:<idParam>`. */
function onePathOf(entity: AnyAdsEntity): readonly string[] {
  const { path, onePath } = entity.definition.routes!;
  return spellings(onePath ?? spellings(path!).map((p) => `${p}/:${entity.idParam}`));
}

/**
 * `PUT <path>/:<idParam>/<action>`: the entity's declared update sent with
 * fixed params, taking none of the request's (`activate`: `entity_status=ACTIVE`).
 * Its rules, events, history and answer are the update's, its auth too. For
 * the controller of the action's feature, named as its use case:
 * `class ActivateCampaignController extends updateActionController(Campaign, {...}) {}`.
 */
export function updateActionController(entity: AnyAdsEntity, options: { action: string; params: object }): Type<object> {
  const routes = entity.definition.routes;
  if (!routes?.update) throw new Error(`${entity.name}: an update action needs the entity's update route`);
  const { tag, versions, beta, update } = routes;
  const { request: _request, ...asUpdate } = update;
  return fixedUpdateController(entity, {
    ...asUpdate,
    tag,
    versions,
    beta,
    path: onePathOf(entity).map((p) => `${p}/${options.action}`),
    params: options.params,
  });
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
