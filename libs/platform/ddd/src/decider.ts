/**
 * An event-sourced aggregate as three pure functions (the "decider" pattern):
 * the state before any event, how one event changes the state, and which events
 * a command produces given the current state (or a DomainError thrown).
 */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

export interface Decider<TState, TCommand, TEvent extends DomainEvent> {
  initialState(): TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}

export function fold<TState, TEvent extends DomainEvent>(
  decider: Pick<Decider<TState, unknown, TEvent>, 'initialState' | 'evolve'>,
  events: readonly TEvent[],
): TState {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
