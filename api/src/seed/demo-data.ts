import type { DeliveryPlatform } from '@portal/shared/contract/collaborations';
import type { Category } from '@portal/shared/contract/common';
import type { Deliverable } from '@portal/shared/contract/deliverables';

/** The password of every demo account; printed with the demo logins. */
export const DEMO_PASSWORD = 'demo-pass-2025';

export interface DemoUser {
  username: string;
  email: string;
  role: 'brand' | 'influencer' | 'admin';
  bio: string;
  category?: Category;
  industry?: string;
  website?: string;
  followersCount?: number;
  socialLinks?: Record<string, string>;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', email: 'admin@demo.local', role: 'admin', bio: '' },
  {
    username: 'aarong_style',
    email: 'brand.fashion@demo.local',
    role: 'brand',
    bio: 'Handloom and modern fashion from Dhaka.',
    category: 'fashion',
    industry: 'Apparel',
    website: 'https://example.com/aarong-style',
  },
  {
    username: 'chaldal_fresh',
    email: 'brand.food@demo.local',
    role: 'brand',
    bio: 'Groceries delivered across Dhaka and Chattogram.',
    category: 'food',
    industry: 'Grocery delivery',
    website: 'https://example.com/chaldal-fresh',
  },
  {
    username: 'walton_tech',
    email: 'brand.tech@demo.local',
    role: 'brand',
    bio: 'Phones, laptops and appliances made in Bangladesh.',
    category: 'technology',
    industry: 'Electronics',
    website: 'https://example.com/walton-tech',
  },
  {
    username: 'nusrat_styles',
    email: 'influencer.fashion@demo.local',
    role: 'influencer',
    bio: 'Everyday fashion and saree styling for young professionals.',
    category: 'fashion',
    followersCount: 84000,
    socialLinks: { instagram: 'https://instagram.com/nusrat_styles' },
  },
  {
    username: 'dhaka_foodie',
    email: 'influencer.food@demo.local',
    role: 'influencer',
    bio: 'Street food and restaurant reviews from Old Dhaka to Gulshan.',
    category: 'food',
    followersCount: 152000,
    socialLinks: { youtube: 'https://youtube.com/@dhaka_foodie' },
  },
  {
    username: 'tanvir_tech',
    email: 'influencer.tech@demo.local',
    role: 'influencer',
    bio: 'Honest phone and gadget reviews in Bangla.',
    category: 'technology',
    followersCount: 230000,
    socialLinks: {
      youtube: 'https://youtube.com/@tanvir_tech',
      tiktok: 'https://tiktok.com/@tanvir_tech',
    },
  },
  {
    username: 'fit_with_rafi',
    email: 'influencer.fitness@demo.local',
    role: 'influencer',
    bio: 'Home workouts and healthy eating on a student budget.',
    category: 'fitness',
    followersCount: 41000,
    socialLinks: { instagram: 'https://instagram.com/fit_with_rafi' },
  },
];

export interface DemoCampaign {
  brand: string;
  title: string;
  description: string;
  budget: string;
  category: Category;
  /** Days from today, or none. */
  deadlineInDays?: number;
}

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    brand: 'aarong_style',
    title: 'Eid collection lookbook',
    description: 'Three Instagram posts styling our Eid collection.',
    budget: '25000.00',
    category: 'fashion',
    deadlineInDays: 30,
  },
  {
    brand: 'aarong_style',
    title: 'Monsoon sandals reel',
    description: 'One short reel showing our monsoon sandals in the rain.',
    budget: '8000.00',
    category: 'lifestyle',
  },
  {
    brand: 'aarong_style',
    title: 'Bridal wear feature',
    description: 'A YouTube video on choosing bridal wear.',
    budget: '40000.00',
    category: 'beauty',
    deadlineInDays: 60,
  },
  {
    brand: 'chaldal_fresh',
    title: 'Ramadan iftar recipes',
    description: 'Cook two iftar dishes with ingredients ordered from us.',
    budget: '15000.00',
    category: 'food',
    deadlineInDays: 20,
  },
  {
    brand: 'chaldal_fresh',
    title: 'Healthy breakfast week',
    description: 'Seven stories about quick healthy breakfasts.',
    budget: '6000.00',
    category: 'fitness',
  },
  {
    brand: 'walton_tech',
    title: 'New phone unboxing',
    description: 'Unbox and review our new mid-range phone in Bangla.',
    budget: '30000.00',
    category: 'technology',
    deadlineInDays: 14,
  },
  {
    brand: 'walton_tech',
    title: 'Gaming laptop stream',
    description: 'Stream two hours of gaming on our laptop.',
    budget: '20000.00',
    category: 'gaming',
  },
  {
    brand: 'walton_tech',
    title: 'Smart home travel kit',
    description: 'Show our travel adapters and power banks on a trip to Sylhet.',
    budget: '12000.00',
    category: 'travel',
    deadlineInDays: 45,
  },
  {
    brand: 'aarong_style',
    title: 'Puja festive collection',
    description: 'Three Instagram posts with our Puja panjabis and sarees.',
    budget: '30000.00',
    category: 'fashion',
    deadlineInDays: 40,
  },
  {
    brand: 'chaldal_fresh',
    title: 'Weekly bazar vlog',
    description: 'Film one week of cooking from a single Chaldal order.',
    budget: '20000.00',
    category: 'food',
  },
  {
    brand: 'walton_tech',
    title: 'Smart TV cricket night',
    description: 'Watch a cricket match with friends on our new smart TV.',
    budget: '35000.00',
    category: 'technology',
    deadlineInDays: 25,
  },
];

export interface DemoApplication {
  influencer: string;
  campaign: string;
  proposal: string;
  expectedFee?: string;
  status: 'pending' | 'accepted' | 'rejected';
  /** Days before the seed (the brand answered a day later); none: applied and answered at the seed. */
  appliedDaysAgo?: number;
}

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    influencer: 'nusrat_styles',
    campaign: 'Eid collection lookbook',
    proposal: 'Three styled looks shot in Dhanmondi.',
    expectedFee: '22000.00',
    status: 'accepted',
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Bridal wear feature',
    proposal: 'A 10-minute video with a real bride.',
    status: 'pending',
  },
  {
    influencer: 'dhaka_foodie',
    campaign: 'Ramadan iftar recipes',
    proposal: 'Beguni and haleem, cooked live.',
    expectedFee: '14000.00',
    status: 'accepted',
  },
  {
    influencer: 'dhaka_foodie',
    campaign: 'Healthy breakfast week',
    proposal: 'Seven breakfasts under 100 taka.',
    status: 'rejected',
  },
  {
    influencer: 'tanvir_tech',
    campaign: 'New phone unboxing',
    proposal: 'Unboxing plus a one-week follow-up review.',
    expectedFee: '28000.00',
    status: 'pending',
  },
  {
    influencer: 'tanvir_tech',
    campaign: 'Gaming laptop stream',
    proposal: 'Two-hour stream with a giveaway.',
    status: 'accepted',
  },
  {
    influencer: 'fit_with_rafi',
    campaign: 'Healthy breakfast week',
    proposal: 'Breakfasts for people who train in the morning.',
    expectedFee: '5500.00',
    status: 'pending',
  },
  // The collaborations of DEMO_COLLABORATIONS (demo-collaborations.ts).
  {
    influencer: 'dhaka_foodie',
    campaign: 'Smart TV cricket night',
    proposal: 'Cricket-night snacks from Old Dhaka, served in front of the TV.',
    expectedFee: '15000.00',
    status: 'accepted',
    appliedDaysAgo: 4,
  },
  {
    influencer: 'dhaka_foodie',
    campaign: 'Weekly bazar vlog',
    proposal: 'Seven family dinners from one bazar, with the prices on screen.',
    expectedFee: '10000.00',
    status: 'accepted',
    appliedDaysAgo: 7,
  },
  {
    influencer: 'fit_with_rafi',
    campaign: 'Puja festive collection',
    proposal: 'Puja panjabi looks for men who train.',
    expectedFee: '12000.00',
    status: 'accepted',
    appliedDaysAgo: 13,
  },
  {
    influencer: 'fit_with_rafi',
    campaign: 'Weekly bazar vlog',
    proposal: 'A week of high-protein meals on a student budget.',
    expectedFee: '9000.00',
    status: 'accepted',
    appliedDaysAgo: 11,
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Puja festive collection',
    proposal: 'Three saree looks for the Puja evenings.',
    expectedFee: '15000.00',
    status: 'accepted',
    appliedDaysAgo: 11,
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Monsoon sandals reel',
    proposal: 'Three rainy-day outfits with the sandals.',
    expectedFee: '7500.00',
    status: 'accepted',
    appliedDaysAgo: 29,
  },
  {
    influencer: 'tanvir_tech',
    campaign: 'Smart home travel kit',
    proposal: 'Testing the adapters and power banks on the road to Sylhet.',
    expectedFee: '12000.00',
    status: 'accepted',
    appliedDaysAgo: 21,
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Healthy breakfast week',
    proposal: 'Quick breakfasts before the office commute.',
    expectedFee: '5000.00',
    status: 'accepted',
    appliedDaysAgo: 10,
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Smart TV cricket night',
    proposal: 'A cricket night with friends, styled for the big match.',
    expectedFee: '18000.00',
    status: 'accepted',
    appliedDaysAgo: 27,
  },
];

export interface DemoPackage {
  influencer: string;
  title: string;
  platform: DeliveryPlatform;
  deliverables: Deliverable[];
  price: string;
  deliveryDays: number;
}

/** Packages on two influencers' public profiles, for a brand to hire (see docs/packages.md). */
export const DEMO_PACKAGES: DemoPackage[] = [
  {
    influencer: 'nusrat_styles',
    title: 'Eid lookbook: two reels and a post',
    platform: 'instagram',
    deliverables: [
      { platform: 'instagram', kind: 'reel', count: 2 },
      { platform: 'facebook', kind: 'post', count: 1 },
    ],
    price: '18500.00',
    deliveryDays: 7,
  },
  {
    influencer: 'nusrat_styles',
    title: 'Three styled stories',
    platform: 'instagram',
    deliverables: [{ platform: 'instagram', kind: 'story', count: 3 }],
    price: '4500.00',
    deliveryDays: 3,
  },
  {
    influencer: 'dhaka_foodie',
    title: 'Restaurant visit video',
    platform: 'youtube',
    deliverables: [
      { platform: 'youtube', kind: 'video', count: 1 },
      { platform: 'facebook', kind: 'post', count: 1 },
    ],
    price: '15000.00',
    deliveryDays: 10,
  },
];
