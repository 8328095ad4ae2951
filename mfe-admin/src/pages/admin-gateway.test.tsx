import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminPaymentIntentSchema,
  type AdminPaymentIntent,
  type UnmatchedReceipt,
} from '@portal/shared/contract/checkout';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi, type FakeReply, type FakeRequest } from '@portal/shared/testing/fake-api';
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
    "PaymentGatewayAmountStatusGateway transaction IDGateway's answerCreatedAction",
  );
  expect(row).toHaveTextContent(
    'C-32-0A1B2C3Dby aarong_stylebKash৳8,000.00ExecutingN/AExecute: timeout',
  );
  expect(
    within(row as HTMLElement).queryByRole('button', { name: /Return to the brand/ }),
  ).not.toBeInTheDocument();

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
  expect(row).toHaveTextContent('aarong_style-এরbKash৳৮,০০০.০০সম্পন্ন হচ্ছে');
  expect(
    within(row as HTMLElement).getByRole('button', { name: 'C-32-0A1B2C3D আবার জিজ্ঞেস করুন' }),
  ).toBeInTheDocument();
});

describe('Return to the brand', () => {
  /** A bKash payment of ৳8,000.00 refused (bKash answered ৳15.00): bKash's money is held. */
  const refused = anIntent({
    state: 'failed',
    failure_reason: 'mismatch',
    gateway_answer: {
      call: 'execute',
      outcome: 'Completed',
      status_code: null,
      status_message: null,
      trx_id: 'BKT55556666',
      amount: '15.00',
      at: '2026-06-09T04:01:00Z',
    },
    unmatched: {
      amount: '15.00',
      trx_id: 'BKT55556666',
      received_at: '2026-06-09T04:01:00Z',
      return_state: 'available',
      returned_through: null,
      return_transaction_id: null,
      returned_at: null,
    },
  });
  const unmatched = refused.unmatched as NonNullable<AdminPaymentIntent['unmatched']>;
  const inState = (
    state: NonNullable<AdminPaymentIntent['unmatched']>['return_state'],
    overrides: Partial<AdminPaymentIntent> = {},
  ) => anIntent({ ...refused, ...overrides, unmatched: { ...unmatched, return_state: state } });
  const returned = (through: 'bkash' | 'transfer', transactionId: string) =>
    anIntent({
      ...refused,
      unmatched: {
        ...unmatched,
        return_state: 'returned',
        returned_through: through,
        return_transaction_id: transactionId,
        returned_at: '2026-06-10T05:00:00Z',
      },
    });

  /** The intents listed, and the return's answer (a promise to hold it back). */
  function serveReturn(
    listed: AdminPaymentIntent,
    answer: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
  ) {
    let current = [listed];
    return serveApi({
      'GET /admin/payment-intents/': () => ({ status: 200, data: current }),
      'POST /admin/payment-intents/201/refund/': async (request) => {
        const reply = await answer(request);
        if (reply.status === 200) current = [reply.data as AdminPaymentIntent];
        return reply;
      },
    });
  }

  test('the fixtures are intents as the contract sends them', () => {
    for (const intent of [refused, returned('bkash', 'RFD7K2M9QX')]) {
      expect(adminPaymentIntentSchema.parse(intent)).toEqual(intent);
    }
  });

  test("shows what bKash received; through bKash's refund call after a question, once", async () => {
    const requests = serveReturn(refused, () => ({
      status: 200,
      data: returned('bkash', 'RFD7K2M9QX'),
    }));
    openGateway();
    const [, row] = await rows();
    expect(row).toHaveTextContent('৳8,000.00The gateway received ৳15.00Failed');
    expect(row).toHaveTextContent(
      "Not credited: the money can go back to the brand's bKash wallet in one step.",
    );
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', {
        name: 'Return to the brand C-32-0A1B2C3D',
      }),
    );
    const question = screen.getByRole('dialog', { name: 'Return through bKash' });
    expect(question).toHaveTextContent(
      "Send ৳15.00 back to aarong_style's bKash wallet that paid (transaction ID BKT55556666)? bKash moves the money at once.",
    );
    expect(posts(requests)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Return through bKash' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The money was returned to the brand.',
    );
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        url: '/admin/payment-intents/201/refund/',
        body: { through: 'bkash' },
      }),
    ]);
    await waitFor(async () =>
      expect((await rows())[1]).toHaveTextContent('Returned through bKash, ID RFD7K2M9QX'),
    );
    expect(
      within((await rows())[1] as HTMLElement).queryByRole('button', {
        name: /Return to the brand/,
      }),
    ).not.toBeInTheDocument();
  });

  test('Cancel on the question sends nothing', async () => {
    const requests = serveReturn(refused, () => ({ status: 500 }));
    openGateway();
    const [, row] = await rows();
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: /Return to the brand/ }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Return through bKash' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(posts(requests)).toEqual([]);
  });

  test('while bKash answers the button waits; a refusal is said', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    serveReturn(refused, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    openGateway();
    const [, row] = await rows();
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: /Return to the brand/ }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Return through bKash' })).getByRole('button', {
        name: 'Return through bKash',
      }),
    );
    const waiting = await within(row as HTMLElement).findByRole('button', {
      name: 'Returning...',
    });
    expect(waiting).toBeDisabled();
    answer({
      status: 409,
      data: {
        error:
          'bKash refused this refund, so nothing was sent. Please send it by transfer and record its transaction ID.',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The money could not be returned: bKash refused this refund, so nothing was sent.',
    );
    expect(
      within(row as HTMLElement).getByRole('button', { name: /Return to the brand/ }),
    ).toBeEnabled();
  });

  test("while bKash's answer is awaited, Check bKash again asks it with no question", async () => {
    const requests = serveReturn(inState('sending'), () => ({
      status: 502,
      data: {
        error:
          'bKash has not confirmed this refund yet. Please try again in a few minutes; it will not be sent twice.',
      },
    }));
    openGateway();
    const [, row] = await rows();
    expect(row).toHaveTextContent('bKash has not confirmed this return yet.');
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Check bKash again C-32-0A1B2C3D' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The money could not be returned: bKash has not confirmed this refund yet.',
    );
    expect(posts(requests).map((request) => request.body)).toEqual([{ through: 'bkash' }]);
  });

  test.each([
    ['window_passed', "bKash's time for refunds after this payment has passed."],
    ['refused', 'bKash refused this return.'],
    ['gateway_off', 'Returns through bKash are not available now.'],
  ] as const)(
    '%s: Return to the brand records the transfer, with the sentence why',
    async (state, why) => {
      const requests = serveReturn(inState(state), () => ({
        status: 200,
        data: returned('transfer', 'BKR11112222'),
      }));
      openGateway();
      const [, row] = await rows();
      expect(row).toHaveTextContent(why);
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', { name: /Return to the brand/ }),
      );
      const form = screen.getByRole('dialog', { name: 'Return ৳15.00 to aarong_style' });
      expect(form).toHaveTextContent(
        "Send ৳15.00 back to the bKash wallet that paid (transaction ID BKT55556666), then record your transfer's transaction ID.",
      );
      await userEvent.type(within(form).getByLabelText('Transaction ID'), 'bkr1111-2222');
      await userEvent.click(within(form).getByRole('button', { name: 'Record the return' }));
      const question = screen.getByRole('dialog', { name: 'Record the return' });
      expect(question).toHaveTextContent(
        'Record that you sent ৳15.00 back to aarong_style through bKash with transaction ID BKR11112222? The brand is told the transfer and its ID.',
      );
      expect(posts(requests)).toEqual([]);
      await userEvent.click(within(question).getByRole('button', { name: 'Record the return' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'The money was returned to the brand.',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(posts(requests).map((request) => request.body)).toEqual([
        { through: 'transfer', transaction_id: 'BKR11112222' },
      ]);
      await waitFor(async () =>
        expect((await rows())[1]).toHaveTextContent('Returned by transfer, ID BKR11112222'),
      );
    },
  );

  test("Nagad's money refused by Nagad: the transfer's form, whose ID is checked first; the server's 409 stays in it", async () => {
    const requests = serveReturn(inState('refused', { gateway: 'nagad' }), () => ({
      status: 409,
      data: { error: 'This transaction ID has already been used.' },
    }));
    openGateway();
    const [, row] = await rows();
    expect(row).toHaveTextContent('Nagad');
    expect(row).toHaveTextContent('Nagad refused this return.');
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: /Return to the brand/ }),
    );
    const form = screen.getByRole('dialog', { name: 'Return ৳15.00 to aarong_style' });
    const field = within(form).getByLabelText('Transaction ID');
    expect(field).toHaveAccessibleDescription(
      'The ID of your Nagad transfer of ৳15.00 to the brand.',
    );
    await userEvent.type(field, 'AB');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the return' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Record the return' })).not.toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'NGR11112222');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the return' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Record the return' })).getByRole('button', {
        name: 'Record the return',
      }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The money could not be returned: This transaction ID has already been used.',
    );
    expect(posts(requests)).toHaveLength(1);
  });

  describe('through Nagad', () => {
    const nagadRefused = (state: UnmatchedReceipt['return_state']) =>
      inState(state, { gateway: 'nagad' });
    const nagadReturned = (transactionId: string) =>
      anIntent({
        ...refused,
        gateway: 'nagad',
        unmatched: {
          ...unmatched,
          return_state: 'returned',
          returned_through: 'nagad',
          return_transaction_id: transactionId,
          returned_at: '2026-06-10T05:00:00Z',
        },
      });

    /** The intent listed, and each write's answer, by its path under the intent. */
    function serveWrites(
      listed: AdminPaymentIntent,
      answers: Record<string, (request: FakeRequest) => FakeReply>,
    ) {
      let current = [listed];
      const routes = Object.fromEntries(
        Object.entries(answers).map(([path, answer]) => [
          `POST /admin/payment-intents/201/${path}`,
          (request: FakeRequest) => {
            const reply = answer(request);
            if (reply.status === 200) current = [reply.data as AdminPaymentIntent];
            return reply;
          },
        ]),
      );
      return serveApi({
        'GET /admin/payment-intents/': () => ({ status: 200, data: current }),
        ...routes,
      });
    }

    test('the fixtures are intents as the contract sends them', () => {
      for (const intent of [nagadRefused('sending'), nagadReturned('NGC12345678')]) {
        expect(adminPaymentIntentSchema.parse(intent)).toEqual(intent);
      }
    });

    test("returns what Nagad received through Nagad's refund call, after a question", async () => {
      const requests = serveWrites(nagadRefused('available'), {
        'refund/': () => ({ status: 200, data: nagadReturned('NGC7K2M9QX1') }),
      });
      openGateway();
      const [, row] = await rows();
      expect(row).toHaveTextContent(
        "Not credited: the money can go back to the brand's Nagad wallet in one step.",
      );
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', {
          name: 'Return to the brand C-32-0A1B2C3D',
        }),
      );
      const question = screen.getByRole('dialog', { name: 'Return through Nagad' });
      expect(question).toHaveTextContent(
        "Send ৳15.00 back to aarong_style's Nagad wallet that paid (transaction ID BKT55556666)? Nagad moves the money at once.",
      );
      await userEvent.click(within(question).getByRole('button', { name: 'Return through Nagad' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'The money was returned to the brand.',
      );
      expect(posts(requests).map((request) => request.body)).toEqual([{ through: 'nagad' }]);
      await waitFor(async () =>
        expect((await rows())[1]).toHaveTextContent('Returned through Nagad, ID NGC7K2M9QX1'),
      );
    });

    test("its answer lost: Confirm refund sent records the ID Nagad's panel shows", async () => {
      const requests = serveWrites(nagadRefused('sending'), {
        'refund/confirm/': () => ({ status: 200, data: nagadReturned('NGC12345678') }),
      });
      openGateway();
      const [, row] = await rows();
      expect(row).toHaveTextContent(
        'Nagad did not answer this return, so whether it was sent is not known.',
      );
      expect(
        within(row as HTMLElement).queryByRole('button', { name: /Return to the brand/ }),
      ).not.toBeInTheDocument();
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', {
          name: 'Confirm refund sent C-32-0A1B2C3D',
        }),
      );
      const form = screen.getByRole('dialog', {
        name: 'Confirm the refund of ৳15.00 to aarong_style',
      });
      await userEvent.type(
        within(form).getByLabelText('Nagad refund transaction ID'),
        'ngc12345678',
      );
      await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund sent' }));
      await userEvent.click(
        within(
          screen.getAllByRole('dialog', { name: 'Confirm refund sent' }).at(-1) as HTMLElement,
        ).getByRole('button', { name: 'Confirm refund sent' }),
      );
      expect(await screen.findByRole('status')).toHaveTextContent('Recorded as sent through Nagad');
      expect(posts(requests)).toEqual([
        expect.objectContaining({
          url: '/admin/payment-intents/201/refund/confirm/',
          body: { transaction_id: 'NGC12345678' },
        }),
      ]);
      await waitFor(async () =>
        expect((await rows())[1]).toHaveTextContent('Returned through Nagad, ID NGC12345678'),
      );
    });

    test('its answer lost: Nagad did not refund, after a question, lets it be returned again', async () => {
      const requests = serveWrites(nagadRefused('sending'), {
        'refund/release/': () => ({ status: 200, data: nagadRefused('available') }),
      });
      openGateway();
      const [, row] = await rows();
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', {
          name: 'Nagad did not refund C-32-0A1B2C3D',
        }),
      );
      const question = screen.getByRole('dialog', { name: 'Nagad did not refund' });
      expect(question).toHaveTextContent(
        "Record that Nagad's merchant panel shows no refund of ৳15.00 to aarong_style?",
      );
      await userEvent.click(within(question).getByRole('button', { name: 'Nagad did not refund' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Recorded that Nagad did not refund: the money can be sent again.',
      );
      expect(posts(requests).map((request) => request.url)).toEqual([
        '/admin/payment-intents/201/refund/release/',
      ]);
      await waitFor(async () =>
        expect(
          within((await rows())[1] as HTMLElement).getByRole('button', {
            name: 'Return to the brand C-32-0A1B2C3D',
          }),
        ).toBeInTheDocument(),
      );
    });

    test('reads in Bangla', async () => {
      await chooseLanguage('bn');
      serveWrites(nagadRefused('sending'), {});
      openGateway();
      const table = await screen.findByRole('table', { name: 'গেটওয়ে পেমেন্ট' });
      expect(table).toHaveTextContent('Nagad এই ফেরতের উত্তর দেয়নি');
      expect(
        within(table).getByRole('button', { name: 'C-32-0A1B2C3D ফেরত পাঠানো নিশ্চিত করুন' }),
      ).toBeInTheDocument();
      expect(
        within(table).getByRole('button', { name: 'C-32-0A1B2C3D Nagad ফেরত দেয়নি' }),
      ).toBeInTheDocument();
    });
  });

  test('reads in Bangla', async () => {
    await chooseLanguage('bn');
    serveReturn(inState('window_passed'), () => ({ status: 500 }));
    openGateway();
    const table = await screen.findByRole('table', { name: 'গেটওয়ে পেমেন্ট' });
    const [header, row] = within(table).getAllByRole('row') as HTMLElement[];
    expect(header).toHaveTextContent('গেটওয়ে');
    expect(row).toHaveTextContent('৳৮,০০০.০০গেটওয়ে পেয়েছে ৳১৫.০০');
    expect(row).toHaveTextContent('এই পেমেন্টের পর bKash-এর ফেরতের সময় পেরিয়ে গেছে।');
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', {
        name: 'C-32-0A1B2C3D ব্র্যান্ডকে ফেরত দিন',
      }),
    );
    const form = screen.getByRole('dialog', { name: 'aarong_style-কে ৳১৫.০০ ফেরত দিন' });
    expect(within(form).getByLabelText('ট্রানজেকশন আইডি')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'ফেরত রেকর্ড করুন' })).toBeInTheDocument();
  });
});
