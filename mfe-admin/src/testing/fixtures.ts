import type { AuditLogEntry } from '@portal/shared/contract/audit';
import type { AdminPaymentIntent } from '@portal/shared/contract/checkout';
import type {
  Collaboration,
  Delivery,
  DisputeCase,
  AdminRefund,
} from '@portal/shared/contract/collaborations';
import type { Message } from '@portal/shared/contract/messages';
import {
  aCampaign,
  aCollaboration as aSharedCollaboration,
  aDelivery as aSharedDelivery,
} from '@portal/shared/testing/contract-fixtures';
import type { AdminDashboard } from '@portal/shared/contract/dashboards';
import type { Payment } from '@portal/shared/contract/payments';
import type { UserSummary } from '@portal/shared/contract/users';
import { TEST_USERS } from '@portal/shared/testing/render-page';

/** Test data as the API sends it to the admin of the page tests (TEST_USERS.admin). */

export function aUser(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: 21,
    username: 'nusrat_styles',
    email: 'nusrat@example.com',
    role: 'influencer',
    is_active: true,
    created_at: '2026-04-01T04:00:00Z',
    ...overrides,
  };
}

/** The signed-in admin as the user list shows them. */
export const SIGNED_IN_ADMIN = aUser({
  id: TEST_USERS.admin.id,
  username: TEST_USERS.admin.username,
  email: TEST_USERS.admin.email,
  role: 'admin',
});

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 51,
    application_id: 31,
    campaign_title: 'Eid Collection Launch',
    brand_name: 'aarong_style',
    influencer_name: 'nusrat_styles',
    amount: '12000.00',
    platform_fee: '0.00',
    payment_method: 'bkash',
    transaction_id: 'BKX12345678',
    brand_transaction_id: 'BKX12345678',
    reference: 'C-31',
    status: 'pending',
    rejection_reason: null,
    confirmed_by_gateway: null,
    created_at: '2026-06-01T09:15:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 61,
    actor_id: TEST_USERS.admin.id,
    actor_name: TEST_USERS.admin.username,
    action: 'payment.confirm',
    object_type: 'payment',
    object_id: 51,
    object_name: null,
    before: { status: 'pending', amount: '12000.00', decided_at: null, decided_by: null },
    after: {
      status: 'confirmed',
      amount: '12000.00',
      decided_at: '2026-06-03T05:00:00Z',
      decided_by: TEST_USERS.admin.username,
    },
    created_at: '2026-06-03T05:00:00Z',
    ...overrides,
  };
}

export function aDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    stats: {
      total_users: 9,
      total_brands: 3,
      total_influencers: 5,
      total_campaigns: 6,
      total_applications: 14,
      total_payments: 4,
      confirmed_payments_amount: '1234567.00',
      pending_payments: 2,
      pending_withdrawals: 1,
      open_disputes: 3,
      pending_refunds: 2,
    },
    recent_users: [aUser(), aUser({ id: 11, username: 'aarong_style', role: 'brand' })],
    recent_campaigns: [aCampaign()],
    ...overrides,
  };
}

/** A delivery the brand answered with a request for changes. */
export function aDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return aSharedDelivery({
    id: 71,
    links: [
      { url: 'https://www.instagram.com/p/eid-reel-1', platform: 'instagram' },
      { url: 'https://example.com/eid-story.mp4', platform: null },
    ],
    note: 'Reel and story are up.',
    submitted_at: '2026-06-05T08:00:00Z',
    decision: 'changes_requested',
    reason: 'The reel does not show the collection.',
    decided_at: '2026-06-06T05:00:00Z',
    ...overrides,
  });
}

/**
 * The shared aCollaboration (aarong_style and nusrat_styles, ৳12,000, fee 10%) in dispute: changes
 * asked for once, the second delivery waiting.
 */
export function aCollaboration(overrides: Partial<Collaboration> = {}): Collaboration {
  return aSharedCollaboration({
    status: 'disputed',
    accepted_at: '2026-06-01T04:00:00Z',
    payment: {
      id: 51,
      status: 'confirmed',
      payment_method: 'bkash',
      transaction_id: 'BKX12345678',
      created_at: '2026-06-01T09:15:00Z',
      decided_at: '2026-06-02T04:00:00Z',
    },
    deliveries: [
      aDelivery(),
      aDelivery({
        id: 72,
        links: [{ url: 'https://www.instagram.com/p/eid-reel-2', platform: 'instagram' }],
        note: '',
        submitted_at: '2026-06-07T08:00:00Z',
        decision: null,
        reason: null,
        decided_at: null,
      }),
    ],
    revision_rounds_left: 1,
    cancellable_from: null,
    timeline: [],
    ...overrides,
  });
}

/** An open dispute the brand raised over the second delivery. */
export function aDisputeCase(overrides: Partial<DisputeCase> = {}): DisputeCase {
  const dispute = {
    id: 81,
    application_id: 31,
    opened_by: 'brand' as const,
    opened_by_name: 'aarong_style',
    reason: 'The second reel is still not what we agreed.',
    opened_at: '2026-06-08T06:00:00Z',
    status_before: 'delivered' as const,
    outcome: null,
    influencer_amount: null,
    brand_amount: null,
    decision_reason: null,
    decided_at: null,
    cancel_agreed_by: [],
    statements: [
      {
        id: 0,
        by: 'brand' as const,
        by_name: 'aarong_style',
        text: 'The second reel is still not what we agreed.',
        links: [],
        at: '2026-06-08T06:00:00Z',
      },
    ],
    ...overrides,
  };
  const collaboration = overrides.collaboration ?? aCollaboration({ dispute: { ...dispute } });
  return { ...dispute, collaboration };
}

export function aDisputeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 91,
    sender: 11,
    receiver: 21,
    sender_name: 'aarong_style',
    receiver_name: 'nusrat_styles',
    content: 'Please show the whole collection in the reel.',
    timestamp: '2026-06-06T05:10:00Z',
    ...overrides,
  };
}

export function aRefund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id: 101,
    application_id: 32,
    campaign_title: 'Winter Sale',
    brand: 11,
    brand_name: 'aarong_style',
    influencer_name: 'dhaka_foodie',
    amount: '8000.00',
    cause: 'withdrawn',
    status: 'pending',
    paid_with: 'nagad',
    paid_transaction_id: 'NGD98765432',
    payment_method: null,
    phone_number: null,
    transaction_id: null,
    created_at: '2026-06-09T04:00:00Z',
    sent_at: null,
    brand_wallets: { bkash_number: null, nagad_number: null },
    gateway_refund: 'not_gateway',
    ...overrides,
  };
}

export function anIntent(overrides: Partial<AdminPaymentIntent> = {}): AdminPaymentIntent {
  return {
    id: 201,
    application_id: 32,
    brand_id: 11,
    brand_name: 'aarong_style',
    gateway: 'bkash',
    state: 'executing',
    amount: '8000.00',
    reference: 'C-32-0A1B2C3D',
    gateway_payment_id: 'TR0011SIM0001',
    trx_id: null,
    payment_id: null,
    failure_reason: null,
    gateway_answer: {
      call: 'execute',
      outcome: 'timeout',
      status_code: null,
      status_message: null,
      trx_id: null,
      amount: null,
      at: '2026-06-09T04:01:00Z',
    },
    unmatched: null,
    created_at: '2026-06-09T04:00:00Z',
    updated_at: '2026-06-09T04:01:00Z',
    ...overrides,
  };
}
