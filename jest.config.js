/** One `npm test` for every workspace: each workspace's jest.config.js is a project. */
module.exports = {
  projects: [
    'shared',
    'shell',
    'mfe-public',
    'mfe-brand',
    'mfe-influencer',
    'mfe-admin',
    'api',
  ].map((workspace) => `<rootDir>/${workspace}`),
};
