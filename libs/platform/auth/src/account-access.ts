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
