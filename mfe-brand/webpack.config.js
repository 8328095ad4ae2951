const { createConfig } = require('../webpack/federation.cjs');

module.exports = createConfig({
  workspace: 'mfe-brand',
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './CampaignsPage': './src/pages/campaigns-page.tsx',
    './CampaignDetailPage': './src/pages/campaign-detail-page.tsx',
    './ApplicationsPage': './src/pages/applications-page.tsx',
    './InfluencerSearchPage': './src/pages/influencer-search-page.tsx',
    './PaymentsPage': './src/pages/payments-page.tsx',
    './PaymentReturnPage': './src/pages/payment-return-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './ShortlistPage': './src/pages/shortlist-page.tsx',
  },
});
