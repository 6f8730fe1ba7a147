import type { ClaimSession, Release } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { ACCOUNT_AUDIENCES, type AccountAudiencesCommand } from '../../domain/account-audiences';

/** A command of the account's audiences stream, without what the session fills in. */
export type AccountClaim = AccountAudiencesCommand extends infer C ? (C extends AccountAudiencesCommand ? Omit<C, 'environment' | 'accountId' | 'now'> : never) : never;

/**
 * Decides claims (a custom audience's name, the do-not-reach list) on the
 * account's audiences stream, in the session whose writes go with the
 * entity's own events.
 */
export const claimOnAccount = (session: ClaimSession, environment: Environment, accountId: string, claims: readonly AccountClaim[]): Promise<void> =>
  session.decide(
    ACCOUNT_AUDIENCES,
    environment,
    accountId,
    claims.map((claim) => ({ ...claim, environment, accountId, now: session.now }) as AccountAudiencesCommand),
  );

/** A deletion that releases the entity's claim on the account's audiences stream, in the same append. */
export const releasedOnAccount =
  <V extends { id: string }>(claim: (entity: V) => AccountClaim): Release<V> =>
  (entity, claims, { environment, accountId }) =>
    claimOnAccount(claims, environment, accountId, [claim(entity)]);
