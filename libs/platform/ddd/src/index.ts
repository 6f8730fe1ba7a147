export * from './errors';
export * from './decider';
export * from './clock';
export * from './ids';
export * from './request-context';
export * from './lifecycle';
export * from './claims';
export * from './stream-kind';
