const { createConfig } = require('../webpack/federation.cjs');

module.exports = createConfig({
  workspace: 'mfe-public',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './LoginPage': './src/pages/login-page.tsx',
    './RegisterPage': './src/pages/register-page.tsx',
    './GenericDashboard': './src/pages/generic-dashboard.tsx',
    './PublicProfilePage': './src/pages/public-profile-page.tsx',
  },
});
