const { createConfig } = require('../webpack/federation.cjs');

module.exports = createConfig({ workspace: 'shell' });
