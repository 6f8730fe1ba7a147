export { deciderSpec } from './decider-spec';
export { projectionSpec } from './projection-spec';
