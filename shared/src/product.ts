/** The product's name and support address, as the navigation bar and the public pages show them. */
export const PRODUCT_NAME = 'Influencer Marketplace';
export const SUPPORT_EMAIL = 'support@influencermarketplace.com.bd';
