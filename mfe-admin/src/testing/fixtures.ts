import type { AuditLogEntry } from '@portal/shared/contract/audit';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import type { AdminDashboard } from '@portal/shared/contract/dashboards';
import type { Payment } from '@portal/shared/contract/payments';
import type { UserSummary } from '@portal/shared/contract/users';
import type { Withdrawal } from '@portal/shared/contract/withdrawals';
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
    ...overrides,
  };
}

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
    status: 'pending',
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
    },
    recent_users: [aUser(), aUser({ id: 11, username: 'aarong_style', role: 'brand' })],
    recent_campaigns: [aCampaign()],
    ...overrides,
  };
}
