import type { ClaimStream, Decider, DomainEvent, Environment } from '@platform/ddd';
import { DomainError, invalidParameter } from '@platform/ddd';

/**
 * What an ad account holds across its lists, as one stream per account:
 * the names its custom audiences use (a name is used by one live audience of
 * the account) and its do-not-reach list (an account has at most one). A
 * create, rename or delete appends here in the same transaction as the
 * entity's own events, at the version it read, so concurrent requests cannot
 * both take a name or both create a list.
 */
interface Base {
  environment: Environment;
  accountId: string;
}
export type AudienceNameClaimed = DomainEvent<'audiences.AudienceNameClaimed', Base & { customAudienceId: string; name: string; claimedAt: string }>;
export type AudienceNameReleased = DomainEvent<'audiences.AudienceNameReleased', Base & { customAudienceId: string; name: string; releasedAt: string }>;
export type DoNotReachListClaimed = DomainEvent<'audiences.DoNotReachListClaimed', Base & { doNotReachListId: string; claimedAt: string }>;
export type DoNotReachListReleased = DomainEvent<'audiences.DoNotReachListReleased', Base & { doNotReachListId: string; releasedAt: string }>;
export type AccountAudiencesEvent = AudienceNameClaimed | AudienceNameReleased | DoNotReachListClaimed | DoNotReachListReleased;

export interface AccountAudiencesState {
  /** The name each live custom audience of the account uses, by audience id. */
  names: ReadonlyMap<string, string>;
  /** The account's live do-not-reach lists (one; more only from before the rule). */
  doNotReachLists: ReadonlySet<string>;
}

export type AccountAudiencesCommand = Base & { now: string } & (
    | { type: 'ClaimAudienceName'; customAudienceId: string; name: string }
    | { type: 'ReleaseAudienceName'; customAudienceId: string }
    | { type: 'ClaimDoNotReachList'; doNotReachListId: string }
    | { type: 'ReleaseDoNotReachList'; doNotReachListId: string }
  );

/** Refused: another live custom audience of the account has the name. */
export const nameTaken = (name: string, holder: string) =>
  invalidParameter('name', `The account already has a custom audience named "${name}" (${holder}); audience names are unique per account`);

/** Refused: the account already has its do-not-reach list. */
export const doNotReachListExists = (accountId: string, listId: string) =>
  new DomainError('invalid', `Account ${accountId} already has a do-not-reach list (${listId}); an account has at most one`, { code: 'INVALID_REQUEST' });

export const accountAudiencesDecider: Decider<AccountAudiencesState, AccountAudiencesCommand, AccountAudiencesEvent> = {
  initialState: () => ({ names: new Map(), doNotReachLists: new Set() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'audiences.AudienceNameClaimed':
        return { ...state, names: new Map(state.names).set(event.data.customAudienceId, event.data.name) };
      case 'audiences.AudienceNameReleased': {
        const names = new Map(state.names);
        names.delete(event.data.customAudienceId);
        return { ...state, names };
      }
      case 'audiences.DoNotReachListClaimed':
        return { ...state, doNotReachLists: new Set(state.doNotReachLists).add(event.data.doNotReachListId) };
      case 'audiences.DoNotReachListReleased': {
        const lists = new Set(state.doNotReachLists);
        lists.delete(event.data.doNotReachListId);
        return { ...state, doNotReachLists: lists };
      }
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { environment, accountId, now } = command;
    switch (command.type) {
      case 'ClaimAudienceName': {
        const { customAudienceId, name } = command;
        const held = state.names.get(customAudienceId);
        if (held === name) return [];
        for (const [id, other] of state.names) if (id !== customAudienceId && other === name) throw nameTaken(name, id);
        const events: AccountAudiencesEvent[] = [];
        if (held !== undefined) {
          events.push({ type: 'audiences.AudienceNameReleased', data: { environment, accountId, customAudienceId, name: held, releasedAt: now } });
        }
        events.push({ type: 'audiences.AudienceNameClaimed', data: { environment, accountId, customAudienceId, name, claimedAt: now } });
        return events;
      }
      case 'ReleaseAudienceName': {
        const held = state.names.get(command.customAudienceId);
        if (held === undefined) return [];
        return [{ type: 'audiences.AudienceNameReleased', data: { environment, accountId, customAudienceId: command.customAudienceId, name: held, releasedAt: now } }];
      }
      case 'ClaimDoNotReachList': {
        const { doNotReachListId } = command;
        if (state.doNotReachLists.has(doNotReachListId)) return [];
        const [existing] = state.doNotReachLists;
        if (existing !== undefined) throw doNotReachListExists(accountId, existing);
        return [{ type: 'audiences.DoNotReachListClaimed', data: { environment, accountId, doNotReachListId, claimedAt: now } }];
      }
      case 'ReleaseDoNotReachList': {
        const { doNotReachListId } = command;
        if (!state.doNotReachLists.has(doNotReachListId)) return [];
        return [{ type: 'audiences.DoNotReachListReleased', data: { environment, accountId, doNotReachListId, releasedAt: now } }];
      }
    }
  },
};

/** The account's audiences stream: `audiences.AccountAudiences-<environment>-<account>`. */
export const ACCOUNT_AUDIENCES: ClaimStream<AccountAudiencesState, AccountAudiencesCommand, AccountAudiencesEvent> = {
  type: 'audiences.AccountAudiences',
  decider: accountAudiencesDecider,
  events: { 'audiences.AudienceNameClaimed': 1, 'audiences.AudienceNameReleased': 1, 'audiences.DoNotReachListClaimed': 1, 'audiences.DoNotReachListReleased': 1 },
};
