const { nodeProject } = require('../jest.preset');

module.exports = nodeProject('api', {
  // jose and content-disposition (of @fastify/static) ship only ES modules: SWC makes them CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(jose|content-disposition)/)'],
  moduleNameMapper: { '^cookie$': 'cookie-cjs' },
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // testTimeout is a global option, ignored inside a project: set it per test file instead.
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-timeout.ts'],
});
