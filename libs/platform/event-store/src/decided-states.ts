/** Decided stream states kept in memory (least recently used dropped first). */
const DECIDED_STATES_KEPT = 10_000;

/** A stream's state as a decider folded it, and the version it is at. */
export interface Decided<TState> {
  version: number;
  state: TState;
}

/**
 * Per stream, the state a decider last folded or decided in this process and
 * the version it is at: a load starts from it and reads only the events
 * appended since (by any replica; events never change, so the fold is the
 * same). Kept per decider (another decider's fold of the same stream is not
 * this one's) and bounded, the least recently remembered dropped first.
 */
export class DecidedStates {
  private readonly states = new Map<string, { decider: object } & Decided<unknown>>();

  constructor(private readonly kept = DECIDED_STATES_KEPT) {}

  /** What `decider` last folded of the stream here, if anything. */
  get<TState>(streamId: string, decider: object): Decided<TState> | undefined {
    const remembered = this.states.get(streamId);
    return remembered?.decider === decider ? { version: remembered.version, state: remembered.state as TState } : undefined;
  }

  remember(streamId: string, decider: object, version: number, state: unknown): void {
    this.states.delete(streamId);
    this.states.set(streamId, { decider, version, state });
    if (this.states.size > this.kept) this.states.delete(this.states.keys().next().value!);
  }

  /** Not to be trusted again (the stream moved where this process did not see it): the next load reads it whole. */
  forget(streamId: string): void {
    this.states.delete(streamId);
  }

  /** Nothing remembered is to be trusted again (the whole state was replaced). */
  clear(): void {
    this.states.clear();
  }
}
