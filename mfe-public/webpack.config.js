const { createConfig } = require('../webpack/federation.cjs');

module.exports = createConfig({
  workspace: 'mfe-public',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './LoginPage': './src/pages/login-page.tsx',
    './RegisterPage': './src/pages/register-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './VerifyEmailPage': './src/pages/verify-email-page.tsx',
    './SecuritySettingsPage': './src/pages/security-settings-page.tsx',
    './GenericDashboard': './src/pages/generic-dashboard.tsx',
    './PublicProfilePage': './src/pages/public-profile-page.tsx',
    './AboutPage': './src/pages/about-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './PricingPage': './src/pages/pricing-page.tsx',
    './PrivacyPolicyPage': './src/pages/privacy-policy-page.tsx',
    './TermsOfUsePage': './src/pages/terms-of-use-page.tsx',
    './SuccessStoriesPage': './src/pages/success-stories-page.tsx',
    './BrowseCampaignsPage': './src/pages/browse-campaigns-page.tsx',
    './ApplicationTipsPage': './src/pages/application-tips-page.tsx',
    './CommunityPage': './src/pages/community-page.tsx',
    './ResourcesPage': './src/pages/resources-page.tsx',
  },
});
