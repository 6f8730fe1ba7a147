import { Param } from '@nestjs/common';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { AccountScoped, CallingUser, UserContext } from '@platform/auth';
import { type DomainError, type Environment, forbidden } from '@platform/ddd';
import { requestParams, setRequestParams } from '@platform/http';
import type { EntityTable } from '@platform/read-model';
import type { EntityScope } from './ads-entity';

/**
 * How a route of an entity finds whose it is, by the entity's scope: an
 * account's entity is the path's `account_id`'s (which the caller must
 * own); a user's is the calling user's; an entity under a parent is the
 * path's parent id's, and the parent the path's account's or the calling
 * user's.
 */

/** What the scope's routes read of a parent: its read model, whose it is, and its not-found. */
export interface ReadableParent {
  table: EntityTable<{ id: string }>;
  idParam: string;
  scope?: EntityScope;
  name: string;
  notFound(id: string, owner: string): DomainError;
}

const parentOf = (scope: EntityScope | undefined) => (typeof scope === 'object' ? scope.parent : undefined);

/** The scope whose caller owns it all: the entity's, or its parent's. */
const rootOf = (scope: EntityScope = 'account'): 'account' | 'user' => {
  const parent = parentOf(scope);
  return parent ? rootOf(parent.scope) : (scope as 'account' | 'user');
};

const none: ParameterDecorator = () => undefined;

/** The entity's owner, from the request: `account_id`, the calling user, or the parent's id in the path. */
export function OwnerParam(scope: EntityScope = 'account'): ParameterDecorator {
  const parent = parentOf(scope);
  if (parent) return Param(parent.idParam);
  return scope === 'account' ? Param('account_id') : CallingUser();
}

/** Under a parent: the parent's owner (the path's account, or the calling user); nothing otherwise. */
export function ParentOwnerParam(scope: EntityScope = 'account'): ParameterDecorator {
  const parent = parentOf(scope);
  return parent ? OwnerParam(parent.scope) : none;
}

/** The authentication of the scope's routes: OAuth 1.0a user context, and, for an account's, ownership of the path's account. */
export function ScopeAuth(scope: EntityScope = 'account'): MethodDecorator {
  return rootOf(scope) === 'account' ? AccountScoped() : UserContext();
}

/**
 * A user's entities are their own: a request's `user_id`, when it gives
 * one, must name the caller (403 naming it), for the user's entities and
 * those under them.
 */
export function checkUserParam(scope: EntityScope = 'account', params: unknown, caller: string, label: string): void {
  if (rootOf(scope) !== 'user') return;
  const userId = (params as { user_id?: unknown } | undefined)?.user_id;
  if (userId !== undefined && userId !== caller) {
    throw forbidden(`user_id ${String(userId)} is not the authenticated user: a ${label.toLowerCase()} is read and written by its owner only`, 'user_id');
  }
}

/** The caller: the user of a user's scope (the owner, or the parent's owner), for `checkUserParam`. */
export function callerOf(scope: EntityScope = 'account', owner: string, parentOwner: string | undefined): string {
  return parentOf(scope) ? String(parentOwner) : owner;
}

/**
 * For a read under a parent: the parent must be `parentOwner`'s (as its read
 * model says), or the answer is its not-found, naming its id parameter.
 */
export async function requireOwned(db: DataSource, parent: ReadableParent, environment: Environment, owner: string, id: string): Promise<void> {
  if (!(await parent.table.get(db, environment, owner, id))) throw parent.notFound(id, owner);
}

/** The reads of an entity under a parent check the parent first; others need nothing more. */
export async function requireParent(db: DataSource, scope: EntityScope | undefined, environment: Environment, parentId: string, parentOwner: string | undefined): Promise<void> {
  const parent = parentOf(scope);
  if (parent) await requireOwned(db, parent, environment, String(parentOwner), parentId);
}

/**
 * Some APIs echo the id a path ends with as `id` (`{product_catalog_id, id}`
 * for a product set, as the catalog reference's answers do): `request.params`
 * names it so, in its place, errors included.
 */
export function echoPathIdAsId(req: Request, param: string): void {
  const params = requestParams(req);
  if (!Object.hasOwn(params, param)) return;
  setRequestParams(req, Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'id').map(([key, value]) => [key === param ? 'id' : key, value])));
}
