/**
 * `npm run test:clients`: the specs that drive clients outside npm (the python
 * requests-oauthlib signer the official python ads SDK uses) against the
 * server, on the same test database set-up as `npm test`. `.ci/run` installs
 * their runtime and runs them after `npm test`.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/clients'],
  testMatch: ['**/*.clients-spec.ts'],
};
