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
