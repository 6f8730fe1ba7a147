import type { Decider, DomainEvent } from './decider';
import type { DomainError } from './errors';
import type { Environment } from './request-context';
import type { EventSchemas } from './stream-kind';

/**
 * A stream that holds a set rule's members or claims its keys, one per owner
 * of the set (an account, a line item): appended in the same transaction as
 * the entity whose create, change or delete takes or frees a member, at the
 * version read, so concurrent requests cannot both take what only one may.
 */
export interface ClaimStream<S, C, E extends DomainEvent> {
  /** Stream type ('campaigns.LineItemTargeting'); a stream is `<type>-<environment>-<owner>`. */
  readonly type: string;
  readonly decider: Decider<S, C, E>;
  /** The event types its decider appends, for the module's registration. */
  readonly events: EventSchemas<E>;
}

export const claimStreamId = (stream: Pick<ClaimStream<unknown, unknown, DomainEvent>, 'type'>, environment: Environment, owner: string) =>
  `${stream.type}-${environment}-${owner}`;

/** Which entity (the holder) holds each key: a key is held by one live entity at a time. */
export interface KeyClaimsState {
  readonly holders: ReadonlyMap<string, string>;
}

/** `asked`: the key as the sender wrote it, where the key is a normalized form of it (a name in any case), for the refusal. */
export type KeyClaimsCommand = { type: 'ClaimKey' | 'ReleaseKey'; key: string; holder: string; asked?: string };
export type KeyClaimEvent<T extends string = string> = DomainEvent<T, { key: string; holder: string }>;

/**
 * The decider of a key-per-holder rule ("one curated category per line
 * item", "an app once per account"): claiming a key another entity holds is
 * refused with `taken`; claiming it again, or releasing a key the holder does
 * not hold, records nothing.
 */
export function keyClaimsDecider<Claimed extends string, Released extends string>(spec: {
  claimed: Claimed;
  released: Released;
  /** The refusal of a key `heldBy` another entity holds (`asked` as the command wrote it, else the key). */
  taken: (key: string, heldBy: string, asked: string) => DomainError;
}): Decider<KeyClaimsState, KeyClaimsCommand, KeyClaimEvent<Claimed | Released>> {
  return {
    initialState: () => ({ holders: new Map() }),
    evolve: (state, { type, data }) => {
      if (type === spec.claimed) return { holders: new Map(state.holders).set(data.key, data.holder) };
      if (type !== spec.released || state.holders.get(data.key) !== data.holder) return state;
      const holders = new Map(state.holders);
      holders.delete(data.key);
      return { holders };
    },
    decide: ({ type, key, holder, asked }, state) => {
      const heldBy = state.holders.get(key);
      if (type === 'ReleaseKey') return heldBy === holder ? [{ type: spec.released, data: { key, holder } }] : [];
      if (heldBy === holder) return [];
      if (heldBy !== undefined) throw spec.taken(key, heldBy, asked ?? key);
      return [{ type: spec.claimed, data: { key, holder } }];
    },
  };
}

export type KeyClaimStream = ClaimStream<KeyClaimsState, KeyClaimsCommand, KeyClaimEvent>;

/** A claim stream of a key-per-holder rule (`keyClaimsDecider`), appending its claimed and released events at their first schema. */
export const keyClaimStream = <Claimed extends string, Released extends string>(
  type: string,
  spec: Parameters<typeof keyClaimsDecider<Claimed, Released>>[0],
): ClaimStream<KeyClaimsState, KeyClaimsCommand, KeyClaimEvent<Claimed | Released>> => ({
  type,
  decider: keyClaimsDecider(spec),
  events: { [spec.claimed]: 1, [spec.released]: 1 } as EventSchemas<KeyClaimEvent<Claimed | Released>>,
});
