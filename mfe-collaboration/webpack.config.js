const { createConfig } = require('../webpack/federation.cjs');

module.exports = createConfig({
  workspace: 'mfe-collaboration',
  exposes: {
    './CollaborationPage': './src/pages/collaboration-page.tsx',
    './MessagingPage': './src/pages/messaging-page.tsx',
    './StatementPage': './src/pages/statement-page.tsx',
    './OffersPage': './src/pages/offers-page.tsx',
    './ReceiptPage': './src/pages/receipt-page.tsx',
  },
});
