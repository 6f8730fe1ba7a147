import type { Environment } from '@platform/ddd';

/**
 * Whether a user may act on an ad account (owner or granted), per environment.
 * The campaigns module provides it (ACCOUNT_ACCESS); ads routes of every module
 * check it through @AccountScoped().
 */
export interface AccountAccess {
  hasAccess(environment: Environment, accountId: string, userId: string): Promise<boolean>;
}

export const ACCOUNT_ACCESS = Symbol('ACCOUNT_ACCESS');

/** What other modules decide on of an ad account (its business, its features), as its stream holds it now. */
export interface AccountFacts {
  businessId: string | null;
  /** The users of the account: its owner first, then the users granted access. */
  userIds: readonly string[];
  featureKeys: readonly string[];
  /** The stream and version read: a command deciding on these facts guards them. */
  guard: { streamId: string; expectedVersion: number };
}

/**
 * Facts of ad accounts that other modules decide on (sharing an audience
 * within a business, polls with media behind a feature, posts on behalf of
 * the account's users). The campaigns module provides it (ACCOUNT_DIRECTORY).
 */
export interface AccountDirectory {
  /** The account's facts, or undefined when there is no such (live) account. */
  facts(environment: Environment, accountId: string): Promise<AccountFacts | undefined>;
}

export const ACCOUNT_DIRECTORY = Symbol('ACCOUNT_DIRECTORY');
