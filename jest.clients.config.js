/**
 * `npm run test:clients`: the specs that drive clients outside npm (the
 * official python ads SDK, unchanged, importable through PYTHONPATH or an
 * installed `twitter-ads` package) against the server, on the same test
 * database set-up as `npm test`. `.ci/run` installs their runtime, points
 * PYTHONPATH at the SDK and runs them after `npm test`.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/clients'],
  testMatch: ['**/*.clients-spec.ts'],
};
