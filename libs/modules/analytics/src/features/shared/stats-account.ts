import { type Environment, invalidParameter, requestContext } from '@platform/ddd';
import type { DeliverySetups } from '@modules/campaigns';

/** The account a stats request is about: its environment (the listener's) and the time zone its times are read in. */
export interface StatsAccount {
  environment: Environment;
  accountId: string;
  timezone: string;
}

export async function statsAccount(setups: DeliverySetups, accountId: string): Promise<StatsAccount> {
  const environment = requestContext.environment();
  return { environment, accountId, timezone: (await setups.timezone(environment, accountId)) ?? 'UTC' };
}

/**
 * Refuses ids that are no entities of the type in the account (deleted ones
 * are: their stats stay), all named in one INVALID_PARAMETER of `parameter`.
 */
export async function refuseUnknownIds(
  setups: DeliverySetups,
  at: Pick<StatsAccount, 'environment' | 'accountId'>,
  entity: string,
  ids: readonly string[],
  parameter: string,
): Promise<void> {
  const known = await setups.existing(at.environment, at.accountId, entity, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalidParameter(parameter, `Expected ${entity} ids of account ${at.accountId}, got ${JSON.stringify(unknown.join(','))} for ${parameter}`);
}
