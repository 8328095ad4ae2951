const os = require('node:os');
const { workspaces } = require('./package.json');

/** One `npm test` for every workspace: each workspace's jest.config.js is a project. */
module.exports = {
  // Jest's default leaves one core idle, which on a two-core CI machine means one test file at a
  // time; the API suites mostly wait on their database, so two workers at least (4 min, not 6).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Every workspace but the journeys (e2e/, run by their own runner in Chromium).
  projects: workspaces
    .filter((workspace) => workspace !== 'e2e')
    .map((workspace) => `<rootDir>/${workspace}`),
};
