const os = require('node:os');

/** One `npm test` for every workspace: each workspace's jest.config.js is a project. */
module.exports = {
  // Jest's default leaves one core idle, which on a two-core CI machine means one test file at a
  // time; the API suites mostly wait on their database, so two workers at least (4 min, not 6).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    'shared',
    'shell',
    'mfe-public',
    'mfe-brand',
    'mfe-influencer',
    'mfe-collaboration',
    'mfe-admin',
    'api',
  ].map((workspace) => `<rootDir>/${workspace}`),
};
