import type { DeliveryLink, DisputeOutcome } from '@portal/shared/contract/collaborations';
import type { PaymentMethod } from '@portal/shared/contract/common';

/**
 * What happened to one of the demo's accepted applications after it was accepted, replayed
 * through the real services at the times given (days before the seed runs; fractions allowed),
 * so the demo shows every escrow state with a ledger written exactly as the services write it.
 */
export interface DemoCollaboration {
  influencer: string;
  campaign: string;
  payment: {
    method: PaymentMethod;
    transactionId: string;
    submittedDaysAgo: number;
    /** When the admin confirmed it (the escrow is funded); none: it still waits for the admin. */
    confirmedDaysAgo?: number;
  };
  /** In order; each answered but possibly the last. */
  deliveries?: DemoDelivery[];
  dispute?: DemoDispute;
  /** The influencer stepped back: the escrow goes back to the brand as a pending refund. */
  steppedBackDaysAgo?: number;
  /** The admin sent the refund back to the brand. */
  refundSent?: {
    daysAgo: number;
    method: PaymentMethod;
    transactionId: string;
    phoneNumber: string;
  };
  /**
   * The parties' reviews of each other once it ended (see docs/collaboration.md), each with its
   * answer if any.
   */
  reviews?: DemoReview[];
}

export interface DemoReview {
  by: 'brand' | 'influencer';
  daysAgo: number;
  rating: number;
  text: string;
  /** The reviewed side's public answer, once both reviews are published. */
  reply?: { daysAgo: number; text: string };
}

export interface DemoDelivery {
  daysAgo: number;
  links: DeliveryLink[];
  note: string;
  answer?:
    | { daysAgo: number; decision: 'approved' }
    | { daysAgo: number; decision: 'changes_requested'; reason: string };
}

export interface DemoDispute {
  daysAgo: number;
  by: 'brand' | 'influencer';
  reason: string;
  decision?: {
    daysAgo: number;
    outcome: DisputeOutcome;
    /** A split: what the influencer receives before the fee. */
    influencerAmount?: string;
    reason: string;
  };
}

/**
 * An influencer's withdrawal once the collaborations are replayed; approved when `approved`, with
 * the transaction ID of the admin's transfer (the payout reference).
 */
export interface DemoWithdrawal {
  influencer: string;
  amount: string;
  method: PaymentMethod;
  phoneNumber: string;
  requestedDaysAgo: number;
  approved?: { daysAgo: number; payoutTransactionId: string };
}

/**
 * One collaboration in each funded state (the demo's three other accepted applications await
 * their payment): a pending payment, in escrow, delivered, changes requested, disputed, released,
 * split by the admin, refunded and waiting for the admin's transfer, refunded and sent.
 */
export const DEMO_COLLABORATIONS: DemoCollaboration[] = [
  {
    influencer: 'dhaka_foodie',
    campaign: 'Smart TV cricket night',
    payment: { method: 'bkash', transactionId: '9KD4MX2QPL', submittedDaysAgo: 1 },
  },
  {
    influencer: 'dhaka_foodie',
    campaign: 'Weekly bazar vlog',
    payment: {
      method: 'nagad',
      transactionId: '7N2QK8WD',
      submittedDaysAgo: 5,
      confirmedDaysAgo: 4,
    },
  },
  {
    influencer: 'fit_with_rafi',
    campaign: 'Puja festive collection',
    payment: {
      method: 'bkash',
      transactionId: '8BX5TR3MZA',
      submittedDaysAgo: 11,
      confirmedDaysAgo: 10,
    },
    deliveries: [
      {
        // Half a day ago: the default 72 hours leave the brand two and a half days to answer.
        daysAgo: 0.5,
        links: [
          { url: 'https://www.instagram.com/p/demo-puja-panjabi-look-1/', platform: 'instagram' },
          { url: 'https://www.instagram.com/p/demo-puja-panjabi-look-2/', platform: 'instagram' },
          { url: 'https://www.instagram.com/p/demo-puja-panjabi-look-3/', platform: 'instagram' },
        ],
        note: 'Three Puja panjabi looks, shot after a morning run at Hatirjheel.',
      },
    ],
  },
  {
    influencer: 'fit_with_rafi',
    campaign: 'Weekly bazar vlog',
    payment: {
      method: 'nagad',
      transactionId: '5QW8HJ2C',
      submittedDaysAgo: 9,
      confirmedDaysAgo: 8,
    },
    deliveries: [
      {
        daysAgo: 4,
        links: [
          { url: 'https://www.youtube.com/watch?v=demoBazar01', platform: 'youtube' },
          { url: 'https://www.facebook.com/watch/?v=1000000000001', platform: 'facebook' },
        ],
        note: 'A week of high-protein meals from one Chaldal bazar, cooked in a student kitchen.',
        answer: {
          daysAgo: 3,
          decision: 'changes_requested',
          reason:
            'Please show the Chaldal order on screen and name the ingredients you bought from us.',
        },
      },
    ],
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Puja festive collection',
    payment: {
      method: 'bkash',
      transactionId: '3LP7VC9NEX',
      submittedDaysAgo: 9,
      confirmedDaysAgo: 9,
    },
    deliveries: [
      {
        daysAgo: 6,
        links: [
          {
            url: 'https://www.tiktok.com/@nusrat_styles/video/7300000000000000001',
            platform: 'tiktok',
          },
        ],
        note: 'One TikTok with the three Puja looks, filmed in Shankhari Bazar.',
      },
    ],
    dispute: {
      daysAgo: 5.9,
      by: 'brand',
      reason:
        'We agreed on three Instagram posts; one TikTok was delivered and our collection is never named.',
    },
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Monsoon sandals reel',
    payment: {
      method: 'bkash',
      transactionId: '6HY2KD8PQW',
      submittedDaysAgo: 27,
      confirmedDaysAgo: 26,
    },
    deliveries: [
      {
        daysAgo: 20,
        links: [
          { url: 'https://www.instagram.com/reel/demo-monsoon-sandals/', platform: 'instagram' },
        ],
        note: 'One reel: three outfits with the sandals on a rainy afternoon in Gulshan.',
        answer: { daysAgo: 19, decision: 'approved' },
      },
    ],
    // Both sides reviewed: published, with the influencer's reply.
    reviews: [
      {
        by: 'brand',
        daysAgo: 18.5,
        rating: 5,
        text: 'The reel was ready a day early and our sandals sold out in Gulshan that week.',
        reply: { daysAgo: 17, text: 'Thank you! The rainy-day shoot was a joy.' },
      },
      {
        by: 'influencer',
        daysAgo: 18,
        rating: 5,
        text: 'A clear brief, quick approval and payment through escrow on time.',
      },
    ],
  },
  {
    influencer: 'tanvir_tech',
    campaign: 'Smart home travel kit',
    payment: {
      method: 'nagad',
      transactionId: '4RT9XM6B',
      submittedDaysAgo: 19,
      confirmedDaysAgo: 18,
    },
    deliveries: [
      {
        daysAgo: 14,
        links: [
          { url: 'https://www.youtube.com/watch?v=demoSylhet01', platform: 'youtube' },
          { url: 'https://www.facebook.com/tanvir.tech/posts/1000000000002', platform: 'facebook' },
        ],
        note: 'The Sylhet trip video, and a post with the power bank test.',
      },
    ],
    dispute: {
      daysAgo: 13,
      by: 'brand',
      reason: 'Only the power bank is shown; the travel adapters we sent are never used.',
      decision: {
        daysAgo: 11,
        outcome: 'split',
        influencerAmount: '8000.00',
        reason: 'The video covers two of the three products agreed; two thirds are paid.',
      },
    },
    // Only the brand has reviewed: hidden until tanvir_tech reviews too or the window closes.
    reviews: [
      {
        by: 'brand',
        daysAgo: 10,
        rating: 3,
        text: 'Good video, but the travel adapters we sent were never shown.',
      },
    ],
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Healthy breakfast week',
    payment: {
      method: 'bkash',
      transactionId: '2ZC6NW4KJR',
      submittedDaysAgo: 8,
      confirmedDaysAgo: 7,
    },
    steppedBackDaysAgo: 2,
  },
  {
    influencer: 'nusrat_styles',
    campaign: 'Smart TV cricket night',
    payment: {
      method: 'bkash',
      transactionId: '7PM3QA9XTD',
      submittedDaysAgo: 25,
      confirmedDaysAgo: 24,
    },
    steppedBackDaysAgo: 22,
    refundSent: {
      daysAgo: 21,
      method: 'bkash',
      transactionId: '5JX8LW2RVN',
      phoneNumber: '01911223344',
    },
  },
];

/** One approved withdrawal and one waiting for the admin, both within the released money. */
export const DEMO_WITHDRAWALS: DemoWithdrawal[] = [
  {
    influencer: 'nusrat_styles',
    amount: '5000.00',
    method: 'bkash',
    phoneNumber: '01712345670',
    requestedDaysAgo: 15,
    approved: { daysAgo: 14, payoutTransactionId: 'BKP7Q2M9X4' },
  },
  {
    influencer: 'tanvir_tech',
    amount: '3000.00',
    method: 'nagad',
    phoneNumber: '01612345671',
    requestedDaysAgo: 2,
  },
];
