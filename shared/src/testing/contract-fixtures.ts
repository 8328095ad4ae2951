import type { Account, AccountSession } from '../contract/accounts';
import type { Application } from '../contract/applications';
import type { Campaign } from '../contract/campaigns';
import type { Collaboration, Delivery, StatementLine } from '../contract/collaborations';
import type { Draft } from '../contract/drafts';
import type { Offer } from '../contract/offers';
import type { Package } from '../contract/packages';
import type { PlatformConfig } from '../contract/platform-config';
import type { Receipt } from '../contract/receipts';
import type { ShortlistEntry } from '../contract/shortlist';
import type { AdminWithdrawal, Withdrawal } from '../contract/withdrawals';

/** Contract-shaped test data shared by the remotes' page tests. */

export function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    title: 'Eid Collection Launch',
    description: 'Show our Eid collection to your followers in three posts.',
    budget: '15000.00',
    category: 'fashion',
    deadline: '2030-06-30',
    brand: 11,
    brand_name: 'aarong_style',
    applications_count: 2,
    is_active: true,
    is_open: true,
    closed_because: null,
    influencers_wanted: null,
    accepted_count: 0,
    deliverables: [],
    created_at: '2026-05-01T04:00:00Z',
    application_status: null,
    brand_reputation: { average_rating: '4.5', review_count: 12, completed_collaborations: 8 },
    ...overrides,
  };
}

/** aarong_style's campaign (aCampaign) applied to by nusrat_styles: the TEST_USERS pair. */
export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 31,
    campaign: 7,
    campaign_title: 'Eid Collection Launch',
    campaign_brand: 'aarong_style',
    campaign_brand_id: 11,
    campaign_budget: '15000.00',
    influencer: 21,
    influencer_name: 'nusrat_styles',
    proposal: 'Three reels and a story.',
    expected_fee: '12000.00',
    amount: '12000.00',
    status: 'pending',
    origin: 'application',
    applied_at: '2026-05-02T06:30:00Z',
    payment_status: 'unpaid',
    payment_method: null,
    payment_transaction_id: null,
    payment_rejection_reason: null,
    payment_platform_fee: null,
    payment_receipt_number: null,
    transaction_id: null,
    collaboration_status: null,
    ...overrides,
  };
}

/** aarong_style's pending offer to nusrat_styles: a private brief, at a 10% platform fee. */
export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 41,
    brand: 11,
    brand_name: 'aarong_style',
    influencer: 21,
    influencer_name: 'nusrat_styles',
    campaign: null,
    title: 'Boishakh lookbook',
    brief: {
      title: 'Boishakh lookbook',
      deliverables: [{ platform: 'instagram', kind: 'reel', count: 2 }],
      deadline: null,
    },
    amount: '12000.00',
    platform_fee: '1200.00',
    influencer_receives: '10800.00',
    note: 'Two reels before Pohela Boishakh.',
    status: 'pending',
    reason: null,
    application_id: null,
    expires_at: '2026-05-09T06:30:00Z',
    created_at: '2026-05-02T06:30:00Z',
    decided_at: null,
    ...overrides,
  };
}

/** An active influencer on the brand's shortlist. */
export function aShortlistEntry(overrides: Partial<ShortlistEntry> = {}): ShortlistEntry {
  return {
    id: 21,
    username: 'nusrat_styles',
    is_active: true,
    category: 'fashion',
    followers_count: 1234567,
    bio: 'Dhaka fashion and lifestyle.',
    profile_picture: null,
    average_rating: '4.5',
    review_count: 12,
    completed_collaborations: 7,
    saved_at: '2026-05-02T06:30:00Z',
    ...overrides,
  };
}

/** nusrat_styles's package of two Instagram reels, at a 10% platform fee. */
export function aPackage(overrides: Partial<Package> = {}): Package {
  return {
    id: 51,
    influencer: 21,
    title: 'Eid reel bundle',
    platform: 'instagram',
    deliverables: [
      { platform: 'instagram', kind: 'reel', count: 2 },
      { platform: 'facebook', kind: 'post', count: 1 },
    ],
    price: '12500.00',
    platform_fee: '1250.00',
    influencer_receives: '11250.00',
    delivery_days: 7,
    created_at: '2026-05-02T06:30:00Z',
    updated_at: '2026-05-02T06:30:00Z',
    ...overrides,
  };
}

/** A delivery of anApplication's collaboration, waiting for the brand's answer. */
export function aDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 51,
    links: [{ url: 'https://www.instagram.com/p/eid-reel-1/', platform: 'instagram' }],
    note: 'The reel and the story are live.',
    submitted_at: '2026-11-24T09:40:00Z',
    decision: null,
    reason: null,
    decided_at: null,
    auto_released: false,
    ...overrides,
  };
}

/**
 * anApplication accepted and paid: the collaboration of aarong_style and nusrat_styles, its
 * ৳12,000.00 held in escrow (10% fee), nothing delivered yet.
 */
export function aCollaboration(overrides: Partial<Collaboration> = {}): Collaboration {
  return {
    id: 31,
    campaign: 7,
    campaign_title: 'Eid Collection Launch',
    campaign_deadline: '2030-06-30',
    origin: 'application',
    brand: 11,
    brand_name: 'aarong_style',
    influencer: 21,
    influencer_name: 'nusrat_styles',
    proposal: 'Three reels and a story.',
    amount: '12000.00',
    platform_fee: '1200.00',
    influencer_receives: '10800.00',
    status: 'in_escrow',
    accepted_at: '2026-11-20T04:00:00Z',
    payment: {
      id: 41,
      status: 'confirmed',
      payment_method: 'bkash',
      transaction_id: 'TXN12345678',
      created_at: '2026-11-21T05:00:00Z',
      decided_at: '2026-11-21T08:00:00Z',
    },
    deliveries: [],
    revision_rounds_left: 2,
    auto_release_at: null,
    cancellable_from: '2030-07-07T00:00:00Z',
    dispute: null,
    refund: null,
    released_amount: '0.00',
    refunded_amount: '0.00',
    timeline: [
      { event: 'accepted', at: '2026-11-20T04:00:00Z', reason: null, amount: null },
      { event: 'paid', at: '2026-11-21T05:00:00Z', reason: null, amount: '12000.00' },
      { event: 'in_escrow', at: '2026-11-21T08:00:00Z', reason: null, amount: '12000.00' },
    ],
    review: null,
    ...overrides,
  };
}

/** A draft for approval waiting for the brand: a link, a picture and a PDF. */
export function aDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: 81,
    links: [{ url: 'https://drive.google.com/file/d/eid-cut', platform: null }],
    files: [
      { id: 91, name: 'cover.png', format: 'png', size: 204800 },
      { id: 92, name: 'script.pdf', format: 'pdf', size: 51200 },
    ],
    note: 'The first cut of the reel.',
    submitted_at: '2026-11-23T09:40:00Z',
    decision: null,
    reason: null,
    decided_at: null,
    ...overrides,
  };
}

/** aCollaboration with aDelivery waiting for the brand: released 27 Nov 2026, 3:40 pm in Dhaka. */
export function aDeliveredCollaboration(overrides: Partial<Collaboration> = {}): Collaboration {
  return aCollaboration({
    status: 'delivered',
    deliveries: [aDelivery()],
    auto_release_at: '2026-11-27T09:40:00Z',
    ...overrides,
  });
}

/** Where a page test opens aCollaboration: `renderPage(<Page />, { user, ...AT_COLLABORATION })`. */
export const AT_COLLABORATION = { url: '/collaborations/31', path: '/collaborations/:id' };

/** The six months a dashboard's monthly figures cover in the page tests. */
export const SIX_MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

/** GET /config/: the platform's receiving wallets and a 10 % fee. */
export function aPlatformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return {
    pay_to: { bkash: '01700000001', nagad: '01800000002' },
    platform_fee_percent: 10,
    min_withdrawal: '100.00',
    escrow_auto_release_hours: 72,
    revision_rounds: 2,
    ...overrides,
  };
}

/** A release to the influencer as a statement line (GET /statement/), with its receipt. */
export function aStatementLine(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    id: 'r7',
    kind: 'release',
    direction: 'in',
    amount: '10800.00',
    balance: '10800.00',
    application_id: 31,
    campaign_title: 'Eid Collection Launch',
    counterparty: 'aarong_style',
    fee: '1200.00',
    transaction_id: null,
    created_at: '2026-11-24T09:40:00Z',
    receipt_number: 12,
    ...overrides,
  };
}

/** Receipt No. 123 of a confirmed payment (GET /receipts/123/). */
export function aReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    number: 123,
    kind: 'payment',
    issued_at: '2026-11-24T09:40:00Z',
    brand: { id: 11, username: 'aarong_style' },
    influencer: { id: 21, username: 'nusrat_styles' },
    campaign_title: 'Eid Collection Launch',
    application_id: 31,
    reference: 'C-31',
    payment_method: 'bkash',
    amount: '12000.00',
    platform_fee: '1200.00',
    net_amount: null,
    transaction_id: 'TXN12345678',
    wallet_number: null,
    ...overrides,
  };
}

/** TEST_USERS.brand's account: its address not verified yet, verification mandatory. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    email: 'brand@example.com',
    email_verified: false,
    pending_email: null,
    email_verification: 'mandatory',
    ...overrides,
  };
}

/** The session the page is shown in: Chrome on Windows, signed in on 20 Nov, last used on 23 Nov. */
export function anAccountSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: '6f1c2a4e-0d3b-4c5a-9e8f-1a2b3c4d5e6f',
    browser: 'Chrome',
    os: 'Windows',
    ip_address: '103.48.16.2',
    created_at: '2026-11-20T04:05:00Z',
    last_used_at: '2026-11-23T04:05:00Z',
    current: true,
    ...overrides,
  };
}

/** An influencer's withdrawal request, pending (nusrat_styles, ৳1,500.00 to bKash). */
export function aWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 41,
    amount: '1500.00',
    payment_method: 'bkash',
    phone_number: '01712345678',
    status: 'pending',
    created_at: '2026-06-02T06:30:00Z',
    influencer_name: 'nusrat_styles',
    requested_at: '2026-06-02T06:30:00Z',
    decided_at: null,
    rejection_reason: null,
    payout_transaction_id: null,
    receipt_number: null,
    ...overrides,
  };
}

/** A withdrawal as the admin's list shows it: with the server's possible-duplicate mark. */
export function anAdminWithdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return { ...aWithdrawal(), possible_duplicate: false, ...overrides };
}
