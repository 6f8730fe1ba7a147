export { deciderSpec } from './decider-spec';
