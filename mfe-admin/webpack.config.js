const { createConfig } = require('../webpack/federation.cjs');

module.exports = createConfig({
  workspace: 'mfe-admin',
  exposes: {
    './AdminPanel': './src/pages/admin-panel.tsx',
    './CampaignDetailPage': './src/pages/campaign-detail-page.tsx',
  },
});
