import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminPaymentIntentSchema,
  type AdminPaymentIntent,
} from '@portal/shared/contract/checkout';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { anIntent } from '../testing/fixtures';
import AdminPanel from './admin-panel';

const executing = anIntent();
const completed = anIntent({
  ...executing,
  state: 'completed',
  trx_id: 'BKT12345678',
  payment_id: 77,
  gateway_answer: {
    call: 'query',
    outcome: 'Completed',
    status_code: null,
    status_message: null,
    trx_id: 'BKT12345678',
    amount: '8000.00',
    at: '2026-06-09T04:05:00Z',
  },
  updated_at: '2026-06-09T04:05:00Z',
});

function openGateway(url = '/admin-panel?tab=gateway') {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

function serveIntents(intents: AdminPaymentIntent[] = [executing]) {
  let current = intents;
  return serveApi({
    'GET /admin/payment-intents/': () => ({ status: 200, data: current }),
    'POST /admin/payment-intents/201/query/': () => {
      current = [completed];
      return { status: 200, data: completed };
    },
  });
}

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

async function rows() {
  const table = await screen.findByRole('table', { name: 'Gateway payments' });
  return within(table).getAllByRole('row');
}

afterEach(async () => {
  await chooseLanguage('en');
});

test('the fixtures are intents as the contract sends them', () => {
  expect(adminPaymentIntentSchema.parse(executing)).toEqual(executing);
  expect(adminPaymentIntentSchema.parse(completed)).toEqual(completed);
});

test("lists each intent with its state and the gateway's last answer; Query again shows the result", async () => {
  const requests = serveIntents();
  openGateway();

  const [header, row] = await rows();
  expect(header).toHaveTextContent(
    "PaymentAmountStatusGateway transaction IDGateway's answerCreatedAction",
  );
  expect(row).toHaveTextContent(
    'C-32-0A1B2C3Dby aarong_style৳8,000.00ExecutingN/AExecute: timeout',
  );

  await userEvent.click(
    within(row as HTMLElement).getByRole('button', { name: 'Query again C-32-0A1B2C3D' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Payment 201: the gateway says Completed; it is now Completed.',
  );
  expect(posts(requests).map((request) => request.url)).toEqual([
    '/admin/payment-intents/201/query/',
  ]);
  const [, after] = await rows();
  expect(after).toHaveTextContent('CompletedBKT12345678Query: Completed');
});

test('a failed query says why', async () => {
  serveApi({
    'GET /admin/payment-intents/': { status: 200, data: [executing] },
    'POST /admin/payment-intents/201/query/': {
      status: 400,
      data: {
        error:
          'Paying through bKash is not available. Please pay by transfer and enter the transaction ID.',
      },
    },
  });
  openGateway();
  const [, row] = await rows();
  await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /Query again/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error querying the gateway: Paying through bKash is not available.',
  );
});

test('filters by state in the address, and says when none is in it', async () => {
  const requests = serveApi({ 'GET /admin/payment-intents/': { status: 200, data: [] } });
  openGateway();
  expect(await screen.findByText('No gateway payments yet.')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('State'), 'Executing');
  expect(await screen.findByText('No gateway payments in this state.')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({ state: 'executing' });
});

test("a load failure reads 'Error loading gateway payments'", async () => {
  serveApi({ 'GET /admin/payment-intents/': { status: 500 } });
  openGateway();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading gateway payments');
});

test('reads in Bangla', async () => {
  await chooseLanguage('bn');
  serveIntents();
  openGateway();
  const table = await screen.findByRole('table', { name: 'গেটওয়ে পেমেন্ট' });
  const [, row] = within(table).getAllByRole('row') as HTMLElement[];
  expect(row).toHaveTextContent('aarong_style-এর৳৮,০০০.০০সম্পন্ন হচ্ছে');
  expect(
    within(row as HTMLElement).getByRole('button', { name: 'C-32-0A1B2C3D আবার জিজ্ঞেস করুন' }),
  ).toBeInTheDocument();
});
