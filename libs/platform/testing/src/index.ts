export { deciderSpec, historyOf } from './decider-spec';
export { projectionSpec } from './projection-spec';
export { testDatabase } from './test-database';
