/**
 * One jest run for every level: unit specs next to the code (*.unit.spec.ts),
 * integration specs on real PostgreSQL (*.int.spec.ts), end-to-end specs over
 * HTTP (test/e2e/**\/*.e2e-spec.ts) and the architecture spec. TypeScript is
 * compiled by @swc/jest (fast, no type check; `npm run typecheck` does that).
 */
const { compilerOptions } = require('./tsconfig.json');

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace('/', '\\/')}$`] = `<rootDir>/${target}`;
}

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/*.unit.spec.ts', '**/*.int.spec.ts', '**/*.e2e-spec.ts', '<rootDir>/test/architecture/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/architecture/fixtures/'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
  moduleNameMapper,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
  // two workers even on two cores: the end-to-end specs wait on sockets, timers and PostgreSQL
  // more than they compute, so a second worker cuts a run by about a third (jest's default is one
  // worker per core but one)
  maxWorkers: 2,
  // a failing spec can leave a server, stream or listener open: report and exit rather than hang CI
  forceExit: true,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
