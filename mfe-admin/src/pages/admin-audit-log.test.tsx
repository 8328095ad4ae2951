import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextPageLink, serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { TEST_USERS } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { anAuditEntry } from '../testing/fixtures';
import AdminPanel from './admin-panel';

const confirmedPayment = anAuditEntry();
const deactivatedUser = anAuditEntry({
  id: 60,
  action: 'user.deactivate',
  object_type: 'user',
  object_id: TEST_USERS.influencer.id,
  object_name: TEST_USERS.influencer.username,
  before: { is_active: true },
  after: { is_active: false },
  created_at: '2026-06-02T12:00:00Z',
});

function openAuditLog() {
  return renderPage(<AdminPanel />, {
    user: 'admin',
    url: '/admin-panel?tab=audit-log',
    path: '/admin-panel',
  });
}

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

test('shows who did what to which object, what changed, and when, newest first, by name', async () => {
  serveApi({ 'GET /admin/audit-log/': { status: 200, data: [confirmedPayment, deactivatedUser] } });
  openAuditLog();

  const table = await screen.findByRole('table', { name: 'Audit log' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('WhenAdminActionObjectBeforeAfter');
  expect(rows[1]).toHaveTextContent(
    '3 Jun 2026, 11:00 amadminConfirmed paymentPayment #51' +
      'status: pendingdecided at: —decided by: —' +
      'status: confirmeddecided at: 3 Jun 2026, 11:00 amdecided by: admin',
  );
  // An unchanged amount is not repeated.
  expect(rows[1]).not.toHaveTextContent('amount');
  expect(rows[2]).toHaveTextContent(
    '2 Jun 2026, 6:00 pmadminDeactivated userUser nusrat_stylesis active: yesis active: no',
  );
});

test("a gateway payment's money returned to the brand reads by its action", async () => {
  serveApi({
    'GET /admin/audit-log/': {
      status: 200,
      data: [
        anAuditEntry({
          action: 'payment_intent.return_bkash',
          object_type: 'payment_intent',
          object_id: 201,
          before: { status: 'held', gateway_state: 'sending' },
          after: { status: 'returned', gateway_state: 'sent' },
        }),
        anAuditEntry({
          id: 62,
          action: 'payment_intent.return',
          object_type: 'payment_intent',
          object_id: 202,
          before: { status: 'held' },
          after: { status: 'returned' },
        }),
      ],
    },
  });
  openAuditLog();

  const rows = within(await screen.findByRole('table', { name: 'Audit log' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Returned a gateway payment through bKashGateway payment #201');
  expect(rows[2]).toHaveTextContent('Recorded the return of a gateway paymentGateway payment #202');
});

test('a refund sent through bKash reads by its action', async () => {
  serveApi({
    'GET /admin/audit-log/': {
      status: 200,
      data: [
        anAuditEntry({
          action: 'refund.send_bkash',
          object_type: 'refund',
          object_id: 9,
          before: { status: 'pending' },
          after: { status: 'sent' },
        }),
      ],
    },
  });
  openAuditLog();

  const rows = within(await screen.findByRole('table', { name: 'Audit log' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Sent refund through bKashRefund #9');
});

test("refunds and returns through Nagad, and the admin's word on a lost answer, read by their actions", async () => {
  const actions = [
    ['refund.send_nagad', 'refund', 'Sent refund through NagadRefund #9'],
    ['refund.confirm_nagad', 'refund', 'Confirmed a refund sent through NagadRefund #9'],
    ['refund.release_nagad', 'refund', 'Recorded that Nagad did not send a refundRefund #9'],
    [
      'payment_intent.return_nagad',
      'payment_intent',
      'Returned a gateway payment through NagadGateway payment #9',
    ],
    [
      'payment_intent.confirm_return_nagad',
      'payment_intent',
      'Confirmed a gateway payment returned through NagadGateway payment #9',
    ],
    [
      'payment_intent.release_return_nagad',
      'payment_intent',
      'Recorded that Nagad did not return a gateway paymentGateway payment #9',
    ],
  ] as const;
  serveApi({
    'GET /admin/audit-log/': {
      status: 200,
      data: actions.map(([action, objectType], index) =>
        anAuditEntry({
          id: 70 + index,
          action,
          object_type: objectType,
          object_id: 9,
          before: { gateway_state: 'sending' },
          after: { gateway_state: 'sent' },
        }),
      ),
    },
  });
  openAuditLog();

  const rows = within(await screen.findByRole('table', { name: 'Audit log' })).getAllByRole('row');
  actions.forEach(([, , reads], index) => expect(rows[index + 1]).toHaveTextContent(reads));
});

test('a row without a recorded admin, an unknown action or a missing state still reads', async () => {
  serveApi({
    'GET /admin/audit-log/': {
      status: 200,
      data: [
        anAuditEntry({
          actor_id: null,
          actor_name: null,
          action: 'payment.refund',
          before: null,
          after: { status: 'refunded' },
        }),
      ],
    },
  });
  openAuditLog();

  const row = within(await screen.findByRole('table', { name: 'Audit log' })).getAllByRole(
    'row',
  )[1];
  expect(row).toHaveTextContent('Unknownpayment.refundPayment #51—status: refunded');
});

test('Load more fetches older entries', async () => {
  const requests = serveApi({
    'GET /admin/audit-log/': (request) =>
      request.params.cursor === 'NjE'
        ? { status: 200, data: [deactivatedUser] }
        : {
            status: 200,
            data: [confirmedPayment],
            headers: nextPageLink('/admin/audit-log/', 'NjE'),
          },
  });
  openAuditLog();

  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Deactivated user')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({ cursor: 'NjE' });
});

test('an empty log says so', async () => {
  serveApi({ 'GET /admin/audit-log/': { status: 200, data: [] } });
  openAuditLog();
  expect(await screen.findByText('No admin actions recorded yet.')).toBeInTheDocument();
});

test("a load failure reads 'Error loading audit log', and Try again recovers", async () => {
  let calls = 0;
  serveApi({
    'GET /admin/audit-log/': () =>
      ++calls === 1 ? { status: 500 } : { status: 200, data: [confirmedPayment] },
  });
  openAuditLog();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading audit log');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Confirmed payment')).toBeInTheDocument();
});

test('on a 360 px phone each entry is a card', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveApi({ 'GET /admin/audit-log/': { status: 200, data: [confirmedPayment, deactivatedUser] } });
  openAuditLog();

  const cards = within(await screen.findByRole('list', { name: 'Audit log' })).getAllByRole(
    'listitem',
  );
  expect(cards).toHaveLength(2);
});

test('the escrow decisions read as what the admin did: a dispute decided, messages read, a refund sent', async () => {
  serveApi({
    'GET /admin/audit-log/': {
      status: 200,
      data: [
        anAuditEntry({ id: 73, action: 'refund.send', object_type: 'refund', object_id: 4 }),
        anAuditEntry({ id: 72, action: 'dispute.decide', object_type: 'dispute', object_id: 9 }),
        anAuditEntry({
          id: 71,
          action: 'dispute.read_messages',
          object_type: 'dispute',
          object_id: 9,
        }),
      ],
    },
  });
  openAuditLog();

  const rows = within(await screen.findByRole('table', { name: 'Audit log' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Sent refundRefund #4');
  expect(rows[2]).toHaveTextContent('Decided disputeDispute #9');
  expect(rows[3]).toHaveTextContent("Read the parties' messagesDispute #9");
});

test("a decision's reason and payout reference read under their names", async () => {
  const approved = anAuditEntry({
    id: 62,
    action: 'withdrawal.approve',
    object_type: 'withdrawal',
    object_id: 41,
    before: { status: 'pending', payout_transaction_id: null },
    after: { status: 'approved', payout_transaction_id: '8N7A6D5C4B' },
  });
  const rejected = anAuditEntry({
    id: 63,
    action: 'payment.reject',
    before: { status: 'pending', rejection_reason: null },
    after: { status: 'rejected', rejection_reason: 'Amount does not match' },
  });
  serveApi({ 'GET /admin/audit-log/': { status: 200, data: [approved, rejected] } });
  openAuditLog();

  const rows = within(await screen.findByRole('table', { name: 'Audit log' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('payout transaction id: 8N7A6D5C4B');
  expect(rows[2]).toHaveTextContent('rejection reason: Amount does not match');
});
