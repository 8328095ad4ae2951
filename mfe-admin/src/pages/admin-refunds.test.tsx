import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminRefundSchema, type AdminRefund } from '@portal/shared/contract/collaborations';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import {
  nextPageLink,
  serveApi,
  type FakeReply,
  type FakeRequest,
} from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aRefund } from '../testing/fixtures';
import AdminPanel from './admin-panel';

const pending = aRefund();
const sent = aRefund({
  id: 102,
  application_id: 31,
  campaign_title: 'Eid Collection Launch',
  influencer_name: 'nusrat_styles',
  amount: '5000.00',
  cause: 'dispute',
  status: 'sent',
  paid_with: 'bkash',
  paid_transaction_id: 'BKX12345678',
  payment_method: 'bkash',
  phone_number: '01812345678',
  transaction_id: 'BKR55554444',
  created_at: '2026-06-10T05:00:00Z',
  sent_at: '2026-06-11T06:00:00Z',
});

function openRefunds(url = '/admin-panel?tab=refunds') {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

function serveRefunds(refunds: AdminRefund[] = [pending, sent]) {
  let current = refunds;
  return serveApi({
    'GET /admin/refunds/': () => ({ status: 200, data: current }),
    'PUT /admin/refunds/101/': (request) => {
      const transfer = request.body as Pick<
        AdminRefund,
        'payment_method' | 'phone_number' | 'transaction_id'
      >;
      current = current.map((refund) =>
        refund.id === 101
          ? { ...refund, ...transfer, status: 'sent', sent_at: '2026-06-12T04:00:00Z' }
          : refund,
      );
      return { status: 200, data: current[0] };
    },
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

async function rows() {
  const table = await screen.findByRole('table', { name: 'Refunds' });
  return within(table).getAllByRole('row');
}

/** Opens Record Transfer on the pending refund and fills its form. */
async function fillTransfer({ method, phone, transactionId }: Record<string, string>) {
  const [, row] = await rows();
  await userEvent.click(
    within(row as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
  );
  const form = screen.getByRole('dialog', { name: 'Record the refund to aarong_style' });
  if (method) await userEvent.click(within(form).getByRole('radio', { name: method }));
  if (phone) await userEvent.type(within(form).getByRole('textbox', { name: /number/ }), phone);
  if (transactionId) {
    await userEvent.type(within(form).getByLabelText('Transaction ID'), transactionId);
  }
  await userEvent.click(within(form).getByRole('button', { name: 'Record Transfer' }));
  return form;
}

afterEach(async () => {
  setViewportWidth(DESKTOP_WIDTH);
  await chooseLanguage('en');
});

test('the fixtures are refunds as the contract sends them', () => {
  expect(adminRefundSchema.parse(pending)).toEqual(pending);
  expect(adminRefundSchema.parse(sent)).toEqual(sent);
});

test("lists campaign, brand, amount, cause, the brand's payment, status and the transfer", async () => {
  serveRefunds();
  openRefunds();

  const [header, first, second] = await rows();
  expect(header).toHaveTextContent("CampaignBrandAmountCauseBrand's paymentStatusCreatedTransfer");
  expect(first).toHaveTextContent(
    'Winter Salewith dhaka_foodieaarong_style৳8,000.00Influencer stepped back' +
      'Nagad, ID NGD98765432Pending9 Jun 2026, 10:00 amRecord Transfer',
  );
  expect(second).toHaveTextContent(
    'Eid Collection Launchwith nusrat_stylesaarong_style৳5,000.00DisputebKash, ID BKX12345678Sent10 Jun 2026, 11:00 am' +
      'bKash 01812345678, ID BKR55554444Sent 11 Jun 2026, 12:00 pm',
  );
  expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  expect(document.body.textContent).not.toContain('$');
});

test('a brand that cancelled reads so', async () => {
  serveRefunds([aRefund({ cause: 'cancelled' })]);
  openRefunds();
  expect((await rows())[1]).toHaveTextContent('Brand cancelled');
});

test('Record Transfer offers the way the brand paid, asks first, then records the transfer', async () => {
  const requests = serveRefunds();
  openRefunds();

  const [, row] = await rows();
  await userEvent.click(
    within(row as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
  );
  const form = screen.getByRole('dialog', { name: 'Record the refund to aarong_style' });
  expect(form).toHaveTextContent(
    'The brand paid with Nagad (transaction ID NGD98765432): send ৳8,000.00 back the same way.',
  );
  expect(within(form).getByRole('radio', { name: 'Nagad' })).toBeChecked();
  await userEvent.type(
    within(form).getByRole('textbox', { name: "Brand's Nagad number" }),
    '01712345678',
  );
  await userEvent.type(within(form).getByLabelText('Transaction ID'), 'NGR11112222');
  await userEvent.click(within(form).getByRole('button', { name: 'Record Transfer' }));

  const question = screen.getByRole('dialog', { name: 'Record refund' });
  expect(question).toHaveTextContent(
    "Record that you sent ৳8,000.00 to aarong_style's Nagad number 01712345678 with transaction ID NGR11112222? The brand sees the transfer and its ID.",
  );
  expect(puts(requests)).toEqual([]);
  await userEvent.click(within(question).getByRole('button', { name: 'Record Transfer' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Refund transfer recorded successfully',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([
    expect.objectContaining({
      url: '/admin/refunds/101/',
      body: { transaction_id: 'NGR11112222', phone_number: '01712345678', payment_method: 'nagad' },
    }),
  ]);
  await waitFor(async () =>
    expect((await rows())[1]).toHaveTextContent('Nagad 01712345678, ID NGR11112222'),
  );
});

test("the brand's saved number of the chosen wallet is filled in; a wallet not saved is told", async () => {
  const requests = serveRefunds([
    aRefund({ brand_wallets: { bkash_number: null, nagad_number: '01898765432' } }),
  ]);
  openRefunds();

  const [, row] = await rows();
  await userEvent.click(
    within(row as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
  );
  const form = screen.getByRole('dialog', { name: 'Record the refund to aarong_style' });
  expect(within(form).getByRole('textbox', { name: "Brand's Nagad number" })).toHaveValue(
    '01898765432',
  );
  await userEvent.click(within(form).getByRole('radio', { name: 'bKash' }));
  const bkash = within(form).getByRole('textbox', { name: "Brand's bKash number" });
  expect(bkash).toHaveValue('');
  expect(bkash).toHaveAccessibleDescription(
    'The brand has saved no bKash number yet: they are asked to add one in their settings.',
  );
  await userEvent.click(within(form).getByRole('radio', { name: 'Nagad' }));
  await userEvent.type(within(form).getByLabelText('Transaction ID'), 'NGR11112222');
  await userEvent.click(within(form).getByRole('button', { name: 'Record Transfer' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Record refund' })).getByRole('button', {
      name: 'Record Transfer',
    }),
  );
  await screen.findByRole('status');
  expect(puts(requests)[0]?.body).toEqual({
    transaction_id: 'NGR11112222',
    phone_number: '01898765432',
    payment_method: 'nagad',
  });
});

test('another wallet can be chosen; Cancel on the question sends nothing', async () => {
  const requests = serveRefunds();
  openRefunds();

  const form = await fillTransfer({
    method: 'bKash',
    phone: '01712345678',
    transactionId: 'BKR11112222',
  });
  expect(within(form).getByRole('textbox', { name: "Brand's bKash number" })).toBeInTheDocument();
  const question = screen.getByRole('dialog', { name: 'Record refund' });
  expect(question).toHaveTextContent("aarong_style's bKash number 01712345678");
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(puts(requests)).toEqual([]);

  await userEvent.click(within(form).getByRole('button', { name: 'Record Transfer' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Record refund' })).getByRole('button', {
      name: 'Record Transfer',
    }),
  );
  await screen.findByRole('status');
  expect(puts(requests)[0]?.body).toEqual({
    transaction_id: 'BKR11112222',
    phone_number: '01712345678',
    payment_method: 'bkash',
  });
});

test('the wallet number and the transaction ID are checked before anything is asked', async () => {
  const requests = serveRefunds();
  openRefunds();

  const form = await fillTransfer({ phone: '12345', transactionId: 'AB' });
  expect(within(form).getByRole('textbox', { name: "Brand's Nagad number" })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(within(form).getByLabelText('Transaction ID')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('dialog', { name: 'Record refund' })).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([]);
});

test("the server's 409 stays in the dialog in red", async () => {
  serveApi({
    'GET /admin/refunds/': { status: 200, data: [pending] },
    'PUT /admin/refunds/101/': {
      status: 409,
      data: { error: 'This transaction ID has already been used.' },
    },
  });
  openRefunds();

  const form = await fillTransfer({ phone: '01712345678', transactionId: 'NGR11112222' });
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Record refund' })).getByRole('button', {
      name: 'Record Transfer',
    }),
  );
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Error recording refund transfer: This transaction ID has already been used.',
  );
});

test('filters pending or sent through the address; empty lists say so', async () => {
  const requests = serveRefunds([]);
  openRefunds();
  expect(await screen.findByText('No refunds yet.')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
  expect(currentLocation()).toBe('/admin-panel?tab=refunds&status=pending');
  expect(await screen.findByText('No pending refunds.')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({ status: 'pending' });

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Sent');
  expect(await screen.findByText('No sent refunds.')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({ status: 'sent' });
});

test("a load failure reads 'Error loading refunds'; Load more fetches the next page", async () => {
  let calls = 0;
  const requests = serveApi({
    'GET /admin/refunds/': (request) => {
      if (++calls === 1) return { status: 500 };
      return request.params.cursor === 'MTAx'
        ? { status: 200, data: [sent] }
        : { status: 200, data: [pending], headers: nextPageLink('/admin/refunds/', 'MTAx') };
    },
  });
  openRefunds();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading refunds');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  await waitFor(async () => expect(await rows()).toHaveLength(3));
  expect(requests.at(-1)?.params).toEqual({ cursor: 'MTAx' });
});

test('on a 360 px phone each refund is a card with its Record Transfer', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveRefunds();
  openRefunds();

  const cards = within(await screen.findByRole('list', { name: 'Refunds' })).getAllByRole(
    'listitem',
  );
  expect(cards).toHaveLength(2);
  expect(
    within(cards[0] as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
  ).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a refund reads in Bangla: columns, cause, ৳ in Bengali digits, the form and the question', async () => {
  await chooseLanguage('bn');
  serveRefunds([pending]);
  openRefunds();

  const table = await screen.findByRole('table', { name: 'রিফান্ড' });
  const [header, row] = within(table).getAllByRole('row') as HTMLElement[];
  expect(header).toHaveTextContent('ক্যাম্পেইনব্র্যান্ডপরিমাণকারণব্র্যান্ডের পেমেন্টঅবস্থা');
  expect(row).toHaveTextContent(
    'Winter Saledhaka_foodie-এর সাথেaarong_style৳৮,০০০.০০ইনফ্লুয়েন্সার সরে দাঁড়িয়েছেনNagad, আইডি NGD98765432অপেক্ষমাণ',
  );
  expect(row).toHaveTextContent('৯ জুন ২০২৬');

  await userEvent.click(
    within(row as HTMLElement).getByRole('button', { name: 'ট্রান্সফার রেকর্ড করুন' }),
  );
  const form = screen.getByRole('dialog', { name: 'aarong_style-কে রিফান্ড রেকর্ড করুন' });
  const nagad = within(form).getByRole('textbox', { name: 'ব্র্যান্ডের Nagad নম্বর' });
  // The brand saved no wallet: the admin is told so, in Bangla.
  expect(nagad).toHaveAccessibleDescription(
    'ব্র্যান্ড এখনও কোনো Nagad নম্বর সংরক্ষণ করেনি: তাদের সেটিংসে নম্বর যোগ করতে বলা হয়েছে।',
  );
  await userEvent.type(nagad, '01712345678');
  await userEvent.type(within(form).getByLabelText('ট্রানজেকশন আইডি'), 'NGR11112222');
  await userEvent.click(within(form).getByRole('button', { name: 'ট্রান্সফার রেকর্ড করুন' }));
  expect(screen.getByRole('dialog', { name: 'রিফান্ড রেকর্ড' })).toHaveTextContent(
    'aarong_style-এর Nagad নম্বর 01712345678-এ ট্রানজেকশন আইডি NGR11112222 দিয়ে ৳৮,০০০.০০ পাঠিয়েছেন বলে রেকর্ড করবেন?',
  );
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{Escape}');

  await act(() => chooseLanguage('en'));
  expect(await screen.findByRole('table', { name: 'Refunds' })).toBeInTheDocument();
});

describe('Refund through bKash', () => {
  const paidThroughBkash = aRefund({
    paid_with: 'bkash',
    paid_transaction_id: 'BKP11112222',
    gateway_refund: 'available',
  });

  function serveGateway(answer: { status: number; data: unknown }) {
    let current: AdminRefund[] = [paidThroughBkash];
    const requests = serveApi({
      'GET /admin/refunds/': () => ({ status: 200, data: current }),
      'POST /admin/refunds/101/gateway/': () => {
        if (answer.status === 200) current = [answer.data as AdminRefund];
        return answer;
      },
    });
    return requests;
  }

  test('is offered for a payment made through bKash, asks first, then sends it once', async () => {
    const sentBack = {
      ...paidThroughBkash,
      status: 'sent' as const,
      payment_method: 'bkash' as const,
      transaction_id: 'RFD7K2M9QX',
      sent_at: '2026-06-12T04:00:00Z',
      gateway_refund: 'sent' as const,
    };
    const requests = serveGateway({ status: 200, data: sentBack });
    openRefunds();
    const [, row] = await rows();
    expect(row).toHaveTextContent(
      "Paid through bKash: the money can go back to the brand's bKash wallet in one step.",
    );
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Refund through bKash' }),
    );
    const question = screen.getByRole('dialog', { name: 'Refund through bKash' });
    expect(question).toHaveTextContent(
      "Send ৳8,000.00 back to aarong_style's bKash wallet that paid (transaction ID BKP11112222)?",
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Refund through bKash' }));
    expect(await screen.findByText('Refund sent through bKash')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await waitFor(async () =>
      expect((await rows())[1]).toHaveTextContent('Back through bKash, ID RFD7K2M9QX'),
    );
  });

  test("says bKash's refusal, and keeps the manual transfer", async () => {
    serveGateway({
      status: 409,
      data: {
        error:
          'bKash refused this refund, so nothing was sent. Please send it by transfer and record its transaction ID.',
      },
    });
    openRefunds();
    const [, row] = await rows();
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Refund through bKash' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Refund through bKash' })).getByRole('button', {
        name: 'Refund through bKash',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The refund could not be sent through bKash: bKash refused this refund',
    );
  });

  test.each([
    ['window_passed', "bKash's time for refunds after this payment has passed."],
    ['refused', 'bKash refused this refund.'],
    ['gateway_off', 'Refunds through bKash are not available now.'],
  ] as const)('%s: only the manual transfer, with the sentence why', async (state, why) => {
    serveRefunds([aRefund({ paid_with: 'bkash', gateway_refund: state })]);
    openRefunds();
    const [, row] = await rows();
    expect(row).toHaveTextContent(why);
    expect(
      within(row as HTMLElement).queryByRole('button', { name: 'Refund through bKash' }),
    ).not.toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
    ).toBeInTheDocument();
  });

  test('while bKash has not confirmed, offers to check again and no manual transfer', async () => {
    serveRefunds([aRefund({ paid_with: 'bkash', gateway_refund: 'sending' })]);
    openRefunds();
    const [, row] = await rows();
    expect(row).toHaveTextContent('bKash has not confirmed this refund yet.');
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Check bKash again' }),
    ).toBeInTheDocument();
    expect(
      within(row as HTMLElement).queryByRole('button', { name: 'Record Transfer' }),
    ).not.toBeInTheDocument();
  });

  test('reads in Bangla', async () => {
    await chooseLanguage('bn');
    serveRefunds([aRefund({ paid_with: 'bkash', gateway_refund: 'available' })]);
    openRefunds();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'bKash দিয়ে ফেরত দিন' })).toBeInTheDocument();
  });
});

describe('Refund through Nagad', () => {
  const paidThroughNagad = aRefund({ gateway_refund: 'available' });
  const sentBack = (transactionId: string): AdminRefund => ({
    ...paidThroughNagad,
    status: 'sent',
    payment_method: 'nagad',
    transaction_id: transactionId,
    sent_at: '2026-06-12T04:00:00Z',
    gateway_refund: 'sent',
  });

  /** The refunds listed, and each write's answer (a promise to hold it back). */
  function serveNagad(
    listed: AdminRefund,
    answers: Partial<
      Record<'gateway' | 'confirm' | 'release', () => Promise<FakeReply> | FakeReply>
    >,
  ) {
    let current = [listed];
    const routes = Object.fromEntries(
      Object.entries(answers).map(([write, answer]) => [
        `POST /admin/refunds/101/gateway/${write === 'gateway' ? '' : `${write}/`}`,
        async () => {
          const reply = await answer();
          if (reply.status === 200) current = [reply.data as AdminRefund];
          return reply;
        },
      ]),
    );
    return serveApi({ 'GET /admin/refunds/': () => ({ status: 200, data: current }), ...routes });
  }

  const posts = (requests: FakeRequest[]) =>
    requests.filter((request) => request.method === 'POST');

  test('is offered beside the transfer for a payment made through Nagad, asks first, waits, then says it was sent', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const requests = serveNagad(paidThroughNagad, {
      gateway: () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    openRefunds();
    const [, row] = (await rows()) as HTMLElement[];
    expect(row).toHaveTextContent(
      "Paid through Nagad: the money can go back to the brand's Nagad wallet in one step.",
    );
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
    ).toBeEnabled();
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Refund through Nagad' }),
    );
    const question = screen.getByRole('dialog', { name: 'Refund through Nagad' });
    expect(question).toHaveTextContent(
      "Send ৳8,000.00 back to aarong_style's Nagad wallet that paid (transaction ID NGD98765432)? Nagad moves the money at once.",
    );
    expect(posts(requests)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Refund through Nagad' }));

    const waiting = await within(row as HTMLElement).findByRole('button', { name: 'Sending...' });
    expect(waiting).toBeDisabled();
    answer({ status: 200, data: sentBack('NGC7K2M9QX1') });
    expect(await screen.findByRole('status')).toHaveTextContent('Refund sent through Nagad');
    expect(posts(requests).map((request) => request.url)).toEqual(['/admin/refunds/101/gateway/']);
    await waitFor(async () =>
      expect((await rows())[1]).toHaveTextContent('Back through Nagad, ID NGC7K2M9QX1'),
    );
  });

  test("says Nagad's refusal or its lost answer", async () => {
    serveNagad(paidThroughNagad, {
      gateway: () => ({
        status: 502,
        data: {
          error:
            "Nagad did not answer this refund, so whether it was sent is not known. Please look for it in Nagad's merchant panel, then confirm it or record that Nagad did not refund it.",
        },
      }),
    });
    openRefunds();
    const [, row] = await rows();
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Refund through Nagad' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Refund through Nagad' })).getByRole('button', {
        name: 'Refund through Nagad',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The refund could not be sent through Nagad: Nagad did not answer this refund',
    );
  });

  test.each([
    ['window_passed', "Nagad's time for refunds after this payment has passed."],
    ['refused', 'Nagad refused this refund.'],
    ['gateway_off', 'Refunds through Nagad are not available now.'],
  ] as const)('%s: only the manual transfer, with the sentence why', async (state, why) => {
    serveRefunds([aRefund({ gateway_refund: state })]);
    openRefunds();
    const [, row] = await rows();
    expect(row).toHaveTextContent(why);
    expect(
      within(row as HTMLElement).queryByRole('button', { name: 'Refund through Nagad' }),
    ).not.toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Record Transfer' }),
    ).toBeInTheDocument();
  });

  describe("Nagad's answer lost", () => {
    const lost = aRefund({ gateway_refund: 'sending' });

    test('offers Confirm refund sent and Nagad did not refund, and neither the transfer nor a new call', async () => {
      serveRefunds([lost]);
      openRefunds();
      const [, row] = (await rows()) as HTMLElement[];
      expect(row).toHaveTextContent(
        "Nagad did not answer this refund, so whether it was sent is not known. Look for it in Nagad's merchant panel",
      );
      expect(
        within(row as HTMLElement).getByRole('button', { name: 'Confirm refund sent' }),
      ).toBeEnabled();
      expect(
        within(row as HTMLElement).getByRole('button', { name: 'Nagad did not refund' }),
      ).toBeEnabled();
      for (const name of ['Record Transfer', 'Refund through Nagad', 'Check bKash again']) {
        expect(within(row as HTMLElement).queryByRole('button', { name })).not.toBeInTheDocument();
      }
    });

    test("Confirm refund sent takes the ID Nagad's panel shows, asks once more, then records it", async () => {
      const requests = serveNagad(lost, {
        confirm: () => ({ status: 200, data: sentBack('NGC12345678') }),
      });
      openRefunds();
      const [, row] = await rows();
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', { name: 'Confirm refund sent' }),
      );
      const form = screen.getByRole('dialog', {
        name: 'Confirm the refund of ৳8,000.00 to aarong_style',
      });
      expect(form).toHaveTextContent(
        "Nagad's answer to this refund was lost. If Nagad's merchant panel shows ৳8,000.00 sent back to aarong_style, enter that refund's transaction ID.",
      );
      const field = within(form).getByLabelText('Nagad refund transaction ID');
      expect(field).toHaveAccessibleDescription("As Nagad's merchant panel shows it.");
      await userEvent.type(field, 'AB');
      await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund sent' }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getAllByRole('dialog')).toHaveLength(1);

      await userEvent.clear(field);
      await userEvent.type(field, 'ngc1234-5678');
      await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund sent' }));
      const question = screen
        .getAllByRole('dialog', { name: 'Confirm refund sent' })
        .at(-1) as HTMLElement;
      expect(question).toHaveTextContent(
        'Record that Nagad sent ৳8,000.00 back to aarong_style with transaction ID NGC12345678? The brand is told the refund and its ID.',
      );
      expect(posts(requests)).toEqual([]);
      await userEvent.click(within(question).getByRole('button', { name: 'Confirm refund sent' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Recorded as sent through Nagad');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(posts(requests)).toEqual([
        expect.objectContaining({
          url: '/admin/refunds/101/gateway/confirm/',
          body: { transaction_id: 'NGC12345678' },
        }),
      ]);
      await waitFor(async () =>
        expect((await rows())[1]).toHaveTextContent('Back through Nagad, ID NGC12345678'),
      );
    });

    test("the server's refusal of a confirmation stays in its form", async () => {
      serveNagad(lost, {
        confirm: () => ({
          status: 409,
          data: { error: 'This transaction ID has already been used.' },
        }),
      });
      openRefunds();
      const [, row] = await rows();
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', { name: 'Confirm refund sent' }),
      );
      const form = screen.getByRole('dialog', { name: /Confirm the refund of/ });
      await userEvent.type(
        within(form).getByLabelText('Nagad refund transaction ID'),
        'NGC12345678',
      );
      await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund sent' }));
      await userEvent.click(
        within(
          screen.getAllByRole('dialog', { name: 'Confirm refund sent' }).at(-1) as HTMLElement,
        ).getByRole('button', { name: 'Confirm refund sent' }),
      );
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'The refund could not be confirmed: This transaction ID has already been used.',
      );
    });

    test('Nagad did not refund asks first; then the refund can be sent again', async () => {
      const requests = serveNagad(lost, {
        release: () => ({ status: 200, data: paidThroughNagad }),
      });
      openRefunds();
      const [, row] = await rows();
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', { name: 'Nagad did not refund' }),
      );
      const question = screen.getByRole('dialog', { name: 'Nagad did not refund' });
      expect(question).toHaveTextContent(
        "Record that Nagad's merchant panel shows no refund of ৳8,000.00 to aarong_style? The money can then be sent again, through Nagad or by transfer.",
      );
      await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
      expect(posts(requests)).toEqual([]);

      await userEvent.click(
        within(row as HTMLElement).getByRole('button', { name: 'Nagad did not refund' }),
      );
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Nagad did not refund' })).getByRole('button', {
          name: 'Nagad did not refund',
        }),
      );
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Recorded that Nagad did not refund: the money can be sent again.',
      );
      expect(posts(requests).map((request) => request.url)).toEqual([
        '/admin/refunds/101/gateway/release/',
      ]);
      await waitFor(async () =>
        expect(
          within((await rows())[1] as HTMLElement).getByRole('button', {
            name: 'Refund through Nagad',
          }),
        ).toBeInTheDocument(),
      );
    });

    test('a refused release is said', async () => {
      serveNagad(lost, {
        release: () => ({
          status: 409,
          data: {
            error:
              "A refund through Nagad is under way for this refund. Please wait for Nagad's answer; if none comes, look for the refund in Nagad's merchant panel.",
          },
        }),
      });
      openRefunds();
      const [, row] = await rows();
      await userEvent.click(
        within(row as HTMLElement).getByRole('button', { name: 'Nagad did not refund' }),
      );
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Nagad did not refund' })).getByRole('button', {
          name: 'Nagad did not refund',
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Nagad's answer could not be recorded: A refund through Nagad is under way for this refund.",
      );
    });
  });

  test('reads in Bangla', async () => {
    await chooseLanguage('bn');
    serveRefunds([
      aRefund({ gateway_refund: 'available' }),
      aRefund({ id: 103, gateway_refund: 'sending' }),
    ]);
    openRefunds();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Nagad দিয়ে ফেরত দিন' })).toBeInTheDocument();
    expect(table).toHaveTextContent(
      'Nagad দিয়ে পেমেন্ট হয়েছিল: এক ধাপে টাকা ব্র্যান্ডের Nagad ওয়ালেটে ফেরত যেতে পারে।',
    );
    expect(
      within(table).getByRole('button', { name: 'ফেরত পাঠানো নিশ্চিত করুন' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Nagad ফেরত দেয়নি' })).toBeInTheDocument();
  });
});
