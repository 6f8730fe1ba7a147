import {
  changesBetween,
  type EntityView,
  type Fact,
  forbidden,
  type LifecycleCommandBase,
  lifecycleDecider,
  type LifecycleDecider,
  type LifecycleEvent,
  type LifecycleSpec,
  type LifecycleState,
} from '@platform/ddd';
import type { UsersOperation } from './audience-users';
import type { NotTargetableReason } from './views';

/**
 * What custom audiences and do-not-reach lists share beyond the common
 * lifecycle: hashed users added and removed in batches, and a size the server
 * derives after each change. A new list, and a change, make the list
 * `PROCESSING` (not targetable) until the size processor has counted it;
 * below the minimum the list is `TOO_SMALL`.
 */

/**
 * Users a list needs to be targetable. The ads API documents this minimum
 * for custom audiences (100 matched users); do-not-reach lists follow it.
 */
export const MIN_TARGETABLE_USERS = 100;

export interface UserListView extends EntityView {
  targetable: boolean;
  reasons_not_targetable: NotTargetableReason[];
}

export interface UserListState<V> extends LifecycleState<V> {
  /** How many users changes the stream holds: a size counted for an older one is stale. */
  usersVersion?: number;
}

/** Adds or removes users (`accountId` the calling account). */
export interface ChangeListUsers extends LifecycleCommandBase {
  operations: UsersOperation[];
}

/** The size the processor counted: after users change `usersVersion`, or as memberships start and expire (no version). */
export interface RecordListSize extends LifecycleCommandBase {
  size: number;
  usersVersion?: number;
}

export interface UserListOptions<V extends UserListView, S extends UserListState<V>> {
  usersChanged: string;
  /** The event recording a count (a fact of the lifecycle's, see `sizeRecorded`). */
  sizeRecorded: string;
  commands: { changeUsers: string; recordSize: string };
  /** Who may change users; default the owner (others: not found). */
  mayChangeUsers?(state: S, accountId: string): void;
}

/** Targetable or why not, for a list of this many users. */
export function targetability(size: number): { targetable: boolean; reasons_not_targetable: NotTargetableReason[] } {
  return size >= MIN_TARGETABLE_USERS ? { targetable: true, reasons_not_targetable: [] } : { targetable: false, reasons_not_targetable: ['TOO_SMALL'] };
}

/**
 * What a count makes of a list: its size shown (a list that never had a user
 * shows none, as a new one does), targetable or why not, and no longer
 * PROCESSING. The count is the fact the event stores: `size`, counted at
 * `countedAt` (for the users change `usersVersion`, when one).
 */
export function sizeRecorded<V extends UserListView>(sizeField: keyof V & string): Fact<V> {
  return (list, data) => {
    const size = data.size as number;
    const shown = size === 0 && list[sizeField] === null ? null : size;
    return { ...list, [sizeField]: shown, ...targetability(size), updated_at: data.countedAt as string };
  };
}

/**
 * The lifecycle's decider with the users commands and event added (typed as
 * the lifecycle's: the kit sends the users commands by their type).
 */
export function userListDecider<
  V extends UserListView,
  C extends LifecycleCommandBase,
  U extends LifecycleCommandBase,
  D extends LifecycleCommandBase,
  S extends UserListState<V> = UserListState<V>,
>(spec: LifecycleSpec<V, C, U, D>, options: UserListOptions<V, S>): LifecycleDecider<V, C, U, D> {
  const lifecycle = lifecycleDecider(spec);
  const idKey = spec.dataKeys.id;
  const owned = (state: S, command: LifecycleCommandBase): V => {
    if (!state.entity || state.entity.deleted) throw spec.notFound(command.id, command.accountId);
    if (state.accountId !== command.accountId) {
      if (!options.mayChangeUsers) throw spec.notFound(command.id, command.accountId);
      options.mayChangeUsers(state, command.accountId);
    }
    return state.entity;
  };
  return {
    initialState: () => ({}),
    evolve(state, event) {
      if (event.type === options.usersChanged) return { ...state, usersVersion: event.data.version as number };
      return { ...lifecycle.evolve(state, event), usersVersion: (state as S).usersVersion };
    },
    decide(command, state) {
      const s = state as S;
      const { environment, id, now } = command;
      if (command.type === options.commands.changeUsers) {
        const entity = owned(s, command);
        const { operations } = command as unknown as ChangeListUsers;
        const events: LifecycleEvent[] = [
          {
            type: options.usersChanged,
            data: { environment, accountId: s.accountId, [idKey]: id, version: (s.usersVersion ?? 0) + 1, changedBy: command.accountId, operations },
          },
        ];
        const changes = changesBetween(entity, { targetable: false, reasons_not_targetable: ['PROCESSING'] } as Partial<V>);
        if (Object.keys(changes).length > 0) {
          events.push({ type: spec.events.updated, data: { environment, accountId: s.accountId, [idKey]: id, changes, updatedAt: now } });
        }
        return events;
      }
      if (command.type === options.commands.recordSize) {
        const { size, usersVersion } = command as unknown as RecordListSize;
        const entity = s.entity;
        if (!entity || entity.deleted) return [];
        // counted before the latest change (its own count follows), or while a change waits to be counted
        if (usersVersion !== undefined ? usersVersion !== (s.usersVersion ?? 0) : entity.reasons_not_targetable.includes('PROCESSING')) return [];
        const event: LifecycleEvent = {
          type: options.sizeRecorded,
          data: { environment, accountId: s.accountId, [idKey]: id, size, ...(usersVersion !== undefined ? { usersVersion } : {}), countedAt: now },
        };
        // a count that changes nothing the list shows is not recorded
        const { updated_at: _before, ...was } = entity;
        const { updated_at: _after, ...is } = lifecycle.evolve(s, event).entity!;
        if (Object.keys(changesBetween(was, is)).length === 0) return [];
        return [event];
      }
      return lifecycle.decide(command as C | U | D, state);
    },
  } as LifecycleDecider<V, C, U, D>;
}

/** Refuses a users change from an account with read-only access. */
export const readOnly = (name: string, id: string, accountId: string) =>
  forbidden(`Account ${accountId} has READ_ONLY access to ${name} ${id} and cannot change its users`);
