/** Settings every workspace's jest project shares: TypeScript and JSX through SWC, as CommonJS. */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** A browser-like project (shared, shell and the remotes). */
function browserProject(displayName, extra = {}) {
  return {
    displayName,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.ts')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    ...extra,
    // Stylesheets are webpack's (css-loader); in jsdom a CSS Module's class names are their keys.
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'jest.css-modules.js'),
      '\\.css$': path.join(__dirname, 'jest.css-stub.js'),
      ...extra.moduleNameMapper,
    },
  };
}

/** A Node project (the API). */
function nodeProject(displayName, extra = {}) {
  return {
    displayName,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/src/**/*.test.ts'],
    ...extra,
  };
}

module.exports = { swc, browserProject, nodeProject };
