import type { Decider, DomainEvent } from '@platform/ddd';

/**
 * Given/when/then for deciders:
 *   spec(decider).given([events]).when(command).then([events])
 *   spec(decider).given([events]).when(command).thenThrows({ kind: 'invalid', parameter: 'name' })
 */
export function deciderSpec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: E[] = []) {
      const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenEvents(): E[] {
              return run();
            },
            thenThrows(expected: Record<string, unknown>) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeDefined();
              expect(thrown).toMatchObject(expected);
            },
          };
        },
      };
    },
  };
}

/**
 * The events a stream holds after these commands, each decided on the state
 * the ones before it left: a history to give a projection or a decider.
 */
export function historyOf<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, commands: readonly C[]): E[] {
  const events: E[] = [];
  let state = decider.initialState();
  for (const command of commands) {
    for (const event of decider.decide(command, state)) {
      events.push(event);
      state = decider.evolve(state, event);
    }
  }
  return events;
}
