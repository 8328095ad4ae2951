const { createConfig } = require('../webpack/federation.cjs');

module.exports = createConfig({
  workspace: 'mfe-influencer',
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './CampaignsPage': './src/pages/campaigns-page.tsx',
    './CampaignDetailPage': './src/pages/campaign-detail-page.tsx',
    './ApplicationsPage': './src/pages/applications-page.tsx',
    './PaymentsPage': './src/pages/payments-page.tsx',
    './WithdrawalsPage': './src/pages/withdrawals-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
  },
});
