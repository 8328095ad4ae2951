const os = require('node:os');
const { workspaces } = require('./package.json');

/** One `npm test` for every workspace: each workspace's jest.config.js is a project. */
module.exports = {
  // Jest's default leaves one core idle, which on a two-core CI machine means one test file at a
  // time. The API suites mostly wait, on their database, a child process or a timer they run
  // through: three workers at least (on two cores, 392 s for `npm test` against 423 s with two).
  maxWorkers: Math.max(3, os.availableParallelism() - 1),
  // Every workspace but the journeys (e2e/, run by their own runner in Chromium).
  projects: workspaces
    .filter((workspace) => workspace !== 'e2e')
    .map((workspace) => `<rootDir>/${workspace}`),
};
