import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  collaborationSchema,
  type Collaboration,
  type Refund,
} from '@portal/shared/contract/collaborations';
import {
  deferredReply,
  serveApi,
  serveApiWith,
  type FakeRequest,
} from '@portal/shared/testing/fake-api';
import {
  aCollaboration,
  aDelivery,
  aDeliveredCollaboration,
  AT_COLLABORATION,
} from '@portal/shared/testing/contract-fixtures';
import { renderPage, TEST_USERS } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CollaborationPage from './collaboration-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

const BUTTONS = [
  'Submit Delivery',
  'Step Back',
  'Approve and Release',
  'Request Changes',
  'Cancel and Refund',
  'Open Dispute',
];

const delivered = {
  status: 'delivered' as const,
  deliveries: [aDelivery()],
  auto_release_at: aDeliveredCollaboration().auto_release_at,
};

function aRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 61,
    application_id: 31,
    campaign_title: 'Eid Collection Launch',
    brand: 11,
    brand_name: 'aarong_style',
    influencer_name: 'nusrat_styles',
    amount: '12000.00',
    cause: 'withdrawn',
    status: 'pending',
    paid_with: 'bkash',
    paid_transaction_id: 'TXN12345678',
    payment_method: null,
    phone_number: null,
    transaction_id: null,
    created_at: '2026-11-25T04:00:00Z',
    sent_at: null,
    ...overrides,
  };
}

function showCollaboration(
  collaboration: Collaboration | (() => Collaboration),
  viewer: 'brand' | 'influencer' | 'admin' = 'brand',
  routes: Parameters<typeof serveApi>[0] = {},
): FakeRequest[] {
  const current = typeof collaboration === 'function' ? collaboration : () => collaboration;
  const requests = serveApi({
    'GET /applications/31/': () => ({ status: 200, data: current() }),
    'GET /applications/31/drafts/': { status: 200, data: [] },
    ...routes,
  });
  renderPage(<CollaborationPage />, { user: viewer, ...AT_COLLABORATION });
  return requests;
}

async function nextSteps(): Promise<string[]> {
  const section = (await screen.findByRole('heading', { name: 'What happens next' }))
    .parentElement as HTMLElement;
  return within(section)
    .getAllByRole('paragraph')
    .map((paragraph) => paragraph.textContent ?? '');
}

function shownButtons(): string[] {
  const group = screen.queryByRole('group', { name: 'Actions' });
  if (group === null) return [];
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

test('the fixture is contract-shaped', () => {
  expect(collaborationSchema.parse(aCollaboration(delivered))).toEqual(aCollaboration(delivered));
});

test('once ended, shows what went where: the fee taken from the part released, and the refund', async () => {
  // ৳12,000 agreed at a 10% fee: ৳6,000 to the influencer less ৳600, ৳6,000 back to the brand.
  showCollaboration(
    aCollaboration({ status: 'split', released_amount: '5400.00', refunded_amount: '6000.00' }),
  );

  const facts = (await screen.findByText('Brand')).closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent(
    'Agreed amount৳12,000.00Platform fee৳600.00Influencer received৳5,400.00Refunded to the brand৳6,000.00StatusSplit',
  );
});

test('says where a collaboration came from under its title: an offer or a package, never an application', async () => {
  showCollaboration(aCollaboration({ origin: 'offer' }));
  const title = await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' });
  expect(title.nextElementSibling).toHaveTextContent('From an offer');
});

test('a package order names the package it was bought from', async () => {
  showCollaboration(aCollaboration({ origin: 'package', campaign_title: 'Eid reel bundle' }));
  const title = await screen.findByRole('heading', { level: 1, name: 'Eid reel bundle' });
  expect(title.nextElementSibling).toHaveTextContent('From the package “Eid reel bundle”');
});

test('an application shows no origin line', async () => {
  showCollaboration(aCollaboration());
  await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' });
  expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
});

test('shows the campaign, the parties, the money, the state and the way to the other party', async () => {
  showCollaboration(aCollaboration());

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
  const facts = screen.getByText('Brand').closest('dl') as HTMLElement;
  expect(facts).toHaveTextContent(
    'Brandaarong_styleInfluencernusrat_stylesAgreed amount৳12,000.00Platform fee৳1,200.00Influencer receives৳10,800.00StatusIn Escrow',
  );
  expect(within(facts).getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );
  expect(within(facts).getByRole('link', { name: 'nusrat_styles' })).toHaveAttribute(
    'href',
    '/user/nusrat_styles',
  );
  expect(screen.getByRole('link', { name: 'Message nusrat_styles' })).toHaveAttribute(
    'href',
    '/messages?with=21',
  );
  expect(screen.getByRole('link', { name: '← Back to Applications' })).toHaveAttribute(
    'href',
    '/applications',
  );
  expect(screen.getByText('No work delivered yet.')).toBeInTheDocument();
});

test("the influencer's message link goes to the brand", async () => {
  showCollaboration(aCollaboration(), 'influencer');

  expect(await screen.findByRole('link', { name: 'Message aarong_style' })).toHaveAttribute(
    'href',
    '/messages?with=11',
  );
});

const PAST = '2026-01-01T00:00:00Z';
const sentRefund = aRefund({
  status: 'sent',
  payment_method: 'bkash',
  phone_number: '01712345678',
  transaction_id: 'RFD12345678',
  sent_at: '2026-11-26T04:00:00Z',
});

const STATES: [string, 'brand' | 'influencer', Partial<Collaboration>, string[], string[]][] = [
  [
    'awaiting payment, unpaid',
    'brand',
    { status: 'awaiting_payment', payment: null },
    ['Pay ৳12,000.00 to start. The money is held until you approve the work.', 'Go to Payments'],
    [],
  ],
  [
    'awaiting payment, paid and waiting',
    'brand',
    {
      status: 'awaiting_payment',
      payment: { ...aCollaboration().payment!, status: 'pending', decided_at: null },
    },
    [
      "Your payment of ৳12,000.00 waits for the admin's confirmation. The money is held until you approve the work.",
      'Go to Payments',
    ],
    [],
  ],
  [
    'awaiting payment',
    'influencer',
    { status: 'awaiting_payment', payment: null },
    ["Wait for aarong_style's payment before you start the work."],
    [],
  ],
  [
    'in escrow',
    'influencer',
    {},
    ['The money is held in escrow. Deliver your work to get paid.'],
    ['Submit Delivery', 'Step Back', 'Open Dispute'],
  ],
  [
    'in escrow before it may be cancelled',
    'brand',
    {},
    ['The money is held in escrow until you approve the work.'],
    ['Open Dispute'],
  ],
  [
    'in escrow that can never be cancelled',
    'brand',
    { cancellable_from: null },
    ['The money is held in escrow until you approve the work.'],
    ['Open Dispute'],
  ],
  [
    'in escrow after the deadline',
    'brand',
    { cancellable_from: PAST },
    ['The money is held in escrow until you approve the work.'],
    ['Cancel and Refund', 'Open Dispute'],
  ],
  [
    'delivered',
    'brand',
    delivered,
    [
      "If you don't answer by 27 Nov 2026, 3:40 pm the money is released to nusrat_styles.",
      'You can request changes 2 more times.',
    ],
    ['Approve and Release', 'Request Changes', 'Open Dispute'],
  ],
  [
    'delivered with one round left',
    'brand',
    { ...delivered, revision_rounds_left: 1 },
    [
      "If you don't answer by 27 Nov 2026, 3:40 pm the money is released to nusrat_styles.",
      'You can request changes 1 more time.',
    ],
    ['Approve and Release', 'Request Changes', 'Open Dispute'],
  ],
  [
    'delivered after the last round',
    'brand',
    { ...delivered, revision_rounds_left: 0 },
    [
      "If you don't answer by 27 Nov 2026, 3:40 pm the money is released to nusrat_styles.",
      'You cannot request more changes: approve the work or open a dispute.',
    ],
    ['Approve and Release', 'Open Dispute'],
  ],
  [
    'delivered',
    'influencer',
    delivered,
    ["If aarong_style doesn't answer by 27 Nov 2026, 3:40 pm the money is released to you."],
    ['Step Back', 'Open Dispute'],
  ],
  [
    'changes requested',
    'brand',
    { status: 'changes_requested', revision_rounds_left: 1 },
    [
      'You asked nusrat_styles for changes. The money stays held until you approve the new delivery.',
    ],
    ['Open Dispute'],
  ],
  [
    'changes requested',
    'influencer',
    { status: 'changes_requested', revision_rounds_left: 1 },
    ['aarong_style asked for changes. Deliver the work again to get paid.'],
    ['Submit Delivery', 'Step Back', 'Open Dispute'],
  ],
  [
    'disputed',
    'brand',
    { status: 'disputed' },
    ['An admin is reviewing the dispute. The money stays held until they decide.'],
    [],
  ],
  [
    'disputed',
    'influencer',
    { status: 'disputed' },
    ['An admin is reviewing the dispute. The money stays held until they decide.'],
    [],
  ],
  [
    'released',
    'brand',
    { status: 'released', released_amount: '10800.00' },
    ['The money was released: nusrat_styles received ৳10,800.00 after the platform fee.'],
    [],
  ],
  [
    'released',
    'influencer',
    { status: 'released', released_amount: '10800.00' },
    ['The money was released: ৳10,800.00 was added to your balance.'],
    [],
  ],
  [
    'split, the refund waiting',
    'brand',
    {
      status: 'split',
      released_amount: '5400.00',
      refunded_amount: '6000.00',
      refund: aRefund({ amount: '6000.00', cause: 'dispute' }),
    },
    [
      'The admin split the money: nusrat_styles received ৳5,400.00 and ৳6,000.00 is refunded to you.',
      'The platform will send your refund of ৳6,000.00 soon.',
    ],
    [],
  ],
  [
    'split',
    'influencer',
    { status: 'split', released_amount: '5400.00', refunded_amount: '6000.00' },
    [
      'The admin split the money: ৳5,400.00 was added to your balance and ৳6,000.00 went back to aarong_style.',
    ],
    [],
  ],
  [
    'refunded, the refund sent',
    'brand',
    { status: 'refunded', refunded_amount: '12000.00', refund: sentRefund },
    [
      'The collaboration has ended: ৳12,000.00 is refunded to you.',
      'Your refund of ৳12,000.00 was sent on 26 Nov 2026, 10:00 am (transaction ID RFD12345678).',
    ],
    [],
  ],
  [
    'refunded',
    'influencer',
    { status: 'refunded', refunded_amount: '12000.00', refund: sentRefund },
    ['The collaboration has ended: ৳12,000.00 went back to aarong_style.'],
    [],
  ],
];

test.each(STATES)(
  '%s, for the %s: what happens next and the buttons',
  async (_, viewer, overrides, sentences, buttons) => {
    showCollaboration(aCollaboration(overrides), viewer);

    expect(await nextSteps()).toEqual(sentences);
    expect(shownButtons()).toEqual(buttons);
    for (const name of BUTTONS.filter((button) => !buttons.includes(button))) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  },
);

test('a refund waiting while the brand has saved no wallet asks for one, linking to settings', async () => {
  showCollaboration(
    aCollaboration({ status: 'refunded', refunded_amount: '12000.00', refund: aRefund() }),
    'brand',
    { 'GET /account/wallets/': { status: 200, data: { bkash_number: null, nagad_number: null } } },
  );

  expect(
    await screen.findByText(
      'Add your bKash or Nagad number so the platform knows where to send it.',
      {
        exact: false,
      },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add a wallet in Security settings' })).toHaveAttribute(
    'href',
    '/settings/security',
  );
});

test('a brand with a saved wallet is not asked for one', async () => {
  const requests = showCollaboration(
    aCollaboration({ status: 'refunded', refunded_amount: '12000.00', refund: aRefund() }),
    'brand',
    {
      'GET /account/wallets/': {
        status: 200,
        data: { bkash_number: null, nagad_number: '01712345678' },
      },
    },
  );

  await nextSteps();
  await waitFor(() =>
    expect(requests.some((request) => request.url === '/account/wallets/')).toBe(true),
  );
  expect(
    screen.queryByRole('link', { name: 'Add a wallet in Security settings' }),
  ).not.toBeInTheDocument();
});

test('an admin reads the collaboration without buttons or a message link', async () => {
  showCollaboration(aCollaboration(delivered), 'admin');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
  expect(shownButtons()).toEqual([]);
  expect(screen.queryByRole('heading', { name: 'What happens next' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Message/ })).not.toBeInTheDocument();
});

test('the timeline tells each event at its time in Dhaka, with its amount and reason', async () => {
  showCollaboration(
    aCollaboration({
      status: 'changes_requested',
      timeline: [
        ...aCollaboration().timeline,
        { event: 'delivered', at: '2026-11-24T09:40:00Z', reason: null, amount: null },
        {
          event: 'changes_requested',
          at: '2026-11-24T12:00:00Z',
          reason: 'Please show the price tag.',
          amount: null,
        },
      ],
    }),
  );

  const timeline = await screen.findByRole('list', { name: 'Timeline' });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Application accepted20 Nov 2026, 10:00 am',
    'Payment sent৳12,000.0021 Nov 2026, 11:00 am',
    'Payment confirmed: money held in escrow৳12,000.0021 Nov 2026, 2:00 pm',
    'Work delivered24 Nov 2026, 3:40 pm',
    'Changes requested24 Nov 2026, 6:00 pmReason: Please show the price tag.',
  ]);
});

test.each([
  ['stepped_back', 'Influencer stepped back'],
  ['cancelled', 'Cancelled by the brand'],
  ['payment_rejected', 'Payment rejected'],
  ['approved', 'Work approved'],
  ['auto_released', 'Released automatically'],
  ['disputed', 'Dispute opened'],
  ['dispute_decided', 'Dispute decided'],
  ['released', 'Money released'],
  ['refunded', 'Money refunded to the brand'],
  ['refund_sent', 'Refund sent'],
] as const)('the timeline names %s "%s"', async (event, words) => {
  showCollaboration(
    aCollaboration({
      timeline: [{ event, at: '2026-11-24T09:40:00Z', reason: null, amount: null }],
    }),
  );

  const timeline = await screen.findByRole('list', { name: 'Timeline' });
  expect(within(timeline).getByRole('listitem')).toHaveTextContent(words);
});

test('the deliveries, numbered oldest first, with their links, notes and answers', async () => {
  showCollaboration(
    aCollaboration({
      ...delivered,
      deliveries: [
        aDelivery({
          id: 51,
          links: [
            { url: 'https://www.instagram.com/p/eid-reel-1/', platform: 'instagram' },
            { url: 'https://drive.example.com/story.mp4', platform: null },
          ],
          decision: 'changes_requested',
          reason: 'Please show the price tag.',
          decided_at: '2026-11-24T12:00:00Z',
        }),
        aDelivery({
          id: 52,
          links: [
            { url: 'https://youtu.be/eid', platform: 'youtube' },
            { url: 'javascript:alert(1)', platform: 'other' },
          ],
          note: '',
          submitted_at: '2026-11-25T09:40:00Z',
        }),
      ],
    }),
  );

  const first = (await screen.findByRole('heading', { level: 3, name: 'Delivery 1' }))
    .parentElement as HTMLElement;
  expect(within(first).getByText('Submitted 24 Nov 2026, 3:40 pm')).toBeInTheDocument();
  const reel = within(first).getByRole('link', { name: 'https://www.instagram.com/p/eid-reel-1/' });
  expect(reel).toHaveAttribute('href', 'https://www.instagram.com/p/eid-reel-1/');
  expect(reel).toHaveAttribute('target', '_blank');
  expect(reel).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(first).getByRole('list', { name: 'Links of delivery 1' })).toHaveTextContent(
    'https://www.instagram.com/p/eid-reel-1/Instagramhttps://drive.example.com/story.mp4',
  );
  expect(within(first).getByText('Note: The reel and the story are live.')).toBeInTheDocument();
  expect(
    within(first).getByText(
      'Changes requested on 24 Nov 2026, 6:00 pm: Please show the price tag.',
    ),
  ).toBeInTheDocument();

  const second = screen.getByRole('heading', { level: 3, name: 'Delivery 2' })
    .parentElement as HTMLElement;
  expect(within(second).getByRole('link', { name: 'https://youtu.be/eid' })).toBeInTheDocument();
  expect(within(second).getByText('YouTube')).toBeInTheDocument();
  // An address that is not http or https is shown, never made a link.
  expect(within(second).getByText('javascript:alert(1)').closest('a')).toBeNull();
  expect(within(second).queryByText(/^Note:/)).not.toBeInTheDocument();
  expect(within(second).getByText("Waiting for the brand's answer.")).toBeInTheDocument();
});

test('approved and automatically released deliveries say so', async () => {
  showCollaboration(
    aCollaboration({
      status: 'released',
      deliveries: [
        aDelivery({ id: 51, decision: 'approved', decided_at: '2026-11-24T12:00:00Z' }),
        aDelivery({
          id: 52,
          decision: 'approved',
          decided_at: '2026-11-27T09:40:00Z',
          auto_released: true,
        }),
      ],
    }),
  );

  expect(await screen.findByText('Approved on 24 Nov 2026, 6:00 pm.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Released automatically on 27 Nov 2026, 3:40 pm: the brand did not answer in time.',
    ),
  ).toBeInTheDocument();
});

test('a delivery left unanswered by a dispute waits for no answer', async () => {
  showCollaboration(aCollaboration({ status: 'disputed', deliveries: [aDelivery()] }));

  expect(await screen.findByRole('heading', { level: 3, name: 'Delivery 1' })).toBeInTheDocument();
  expect(screen.queryByText("Waiting for the brand's answer.")).not.toBeInTheDocument();
});

describe('the actions', () => {
  function dialog(name: string) {
    return screen.getByRole('dialog', { name });
  }

  /** The brand asks for changes with `reason` through the page's form. */
  async function requestChanges(user: ReturnType<typeof userEvent.setup>, reason: string) {
    await user.click(await screen.findByRole('button', { name: 'Request Changes' }));
    await user.type(
      within(dialog('Request Changes')).getByRole('textbox', { name: 'Reason' }),
      reason,
    );
    await user.click(
      within(dialog('Request Changes')).getByRole('button', { name: 'Request Changes' }),
    );
  }

  test('Approve and Release asks first, then approves and shows the new state', async () => {
    let state = aCollaboration(delivered);
    const requests = showCollaboration(() => state, 'brand', {
      'PUT /applications/31/delivery/': () => {
        state = aCollaboration({ status: 'released', released_amount: '10800.00' });
        return { status: 200, data: state };
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve and Release' }));
    const question = dialog('Approve the work and release the money?');
    expect(question).toHaveTextContent(
      '৳10,800.00 is released to nusrat_styles and the collaboration ends. This cannot be undone.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve and Release' }));
    await user.click(
      within(dialog('Approve the work and release the money?')).getByRole('button', {
        name: 'Approve and Release',
      }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The work is approved and the money released.',
    );
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      decision: 'approved',
    });
    expect(await screen.findByText('Released')).toBeInTheDocument();
    expect(shownButtons()).toEqual([]);
  });

  test('Request Changes needs a reason of 10-1000 characters, then sends it', async () => {
    let state = aCollaboration(delivered);
    const requests = showCollaboration(() => state, 'brand', {
      'PUT /applications/31/delivery/': () => {
        state = aCollaboration({ status: 'changes_requested', revision_rounds_left: 1 });
        return { status: 200, data: state };
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Request Changes' }));
    const form = dialog('Request Changes');
    expect(form).toHaveTextContent('Tell nusrat_styles what to change.');
    const reason = within(form).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Too short');
    expect(within(form).getByText('9 / 1000')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Request Changes' }));
    expect(within(form).getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(reason).toHaveFocus();

    await user.type(reason, '! Show the price tag.');
    await user.click(within(form).getByRole('button', { name: 'Request Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Changes requested.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      decision: 'changes_requested',
      reason: 'Too short! Show the price tag.',
    });
  });

  test('a reason of only invisible characters is no reason, however long: nothing is sent', async () => {
    const requests = showCollaboration(aCollaboration(delivered), 'brand');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Request Changes' }));
    const form = dialog('Request Changes');
    const reason = within(form).getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await user.paste('\u200b'.repeat(12));
    await user.click(within(form).getByRole('button', { name: 'Request Changes' }));
    expect(within(form).getByText('Please give a reason.')).toBeInTheDocument();

    await user.paste('Too short');
    await user.click(within(form).getByRole('button', { name: 'Request Changes' }));
    expect(within(form).getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test('a success goes once the other party moves the collaboration on', async () => {
    let state = aCollaboration(delivered);
    serveApi({
      'GET /applications/31/': () => ({ status: 200, data: state }),
      'PUT /applications/31/delivery/': () => {
        state = aCollaboration({ status: 'changes_requested', revision_rounds_left: 1 });
        return { status: 200, data: state };
      },
    });
    const { queryClient } = renderPage(<CollaborationPage />, {
      user: 'brand',
      ...AT_COLLABORATION,
    });
    const user = userEvent.setup();
    await requestChanges(user, 'Please show the price tag.');
    expect(await screen.findByRole('status')).toHaveTextContent('Changes requested.');

    // The influencer delivers again; the page learns it (a real-time event refetches it).
    state = aCollaboration({ ...delivered, revision_rounds_left: 1 });
    await queryClient.invalidateQueries();

    expect(await screen.findByRole('button', { name: 'Approve and Release' })).toBeInTheDocument();
    expect(screen.queryByText('Changes requested.')).not.toBeInTheDocument();
  });

  test('Open Dispute takes a reason, asks first, then opens the dispute', async () => {
    let state = aCollaboration();
    const requests = showCollaboration(() => state, 'influencer', {
      'POST /applications/31/dispute/': () => {
        state = aCollaboration({ status: 'disputed' });
        return {
          status: 201,
          data: {
            id: 71,
            application_id: 31,
            opened_by: 'influencer',
            opened_by_name: 'nusrat_styles',
            reason: 'The brand stopped answering.',
            opened_at: '2026-11-25T04:00:00Z',
            status_before: 'in_escrow',
            outcome: null,
            influencer_amount: null,
            brand_amount: null,
            decision_reason: null,
            decided_at: null,
            statements: [],
            cancel_agreed_by: [],
          },
        };
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open Dispute' }));
    const form = dialog('Open Dispute');
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason' }),
      'The brand stopped answering.',
    );
    await user.click(within(form).getByRole('button', { name: 'Open Dispute' }));
    const question = dialog('Open a dispute?');
    expect(question).toHaveTextContent(
      'An admin reviews both sides and decides who receives the money. It stays held until then.',
    );
    await user.click(within(question).getByRole('button', { name: 'Open Dispute' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The dispute is opened. An admin will review it.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toMatchObject([
      { url: '/applications/31/dispute/', body: { reason: 'The brand stopped answering.' } },
    ]);
  });

  test('a dispute not confirmed is not opened, and its reason stays to send later', async () => {
    const requests = showCollaboration(aCollaboration(), 'brand');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open Dispute' }));
    const reason = within(dialog('Open Dispute')).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Nothing was posted in time.');
    await user.click(within(dialog('Open Dispute')).getByRole('button', { name: 'Open Dispute' }));
    await user.click(within(dialog('Open a dispute?')).getByRole('button', { name: 'Cancel' }));

    expect(reason).toHaveValue('Nothing was posted in time.');
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test.each([
    [
      'influencer',
      'Step Back',
      'Step back from this collaboration?',
      '৳12,000.00 goes back to aarong_style and you will not be paid for this collaboration. This cannot be undone.',
      '/applications/31/withdraw/',
      'You stepped back. The money goes back to the brand.',
    ],
    [
      'brand',
      'Cancel and Refund',
      'Cancel this collaboration?',
      'nusrat_styles has not delivered the work. ৳12,000.00 is refunded to you and the collaboration ends.',
      '/applications/31/cancel/',
      'The collaboration is cancelled. The money will be refunded to you.',
    ],
  ] as const)(
    'the %s confirms %s before the request',
    async (viewer, button, title, question, url, done) => {
      let state = aCollaboration({ cancellable_from: PAST });
      const requests = showCollaboration(() => state, viewer, {
        [`POST ${url}`]: () => {
          state = aCollaboration({ status: 'refunded' });
          return { status: 200, data: state };
        },
      });
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: button }));
      expect(dialog(title)).toHaveTextContent(question);
      expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
      await user.click(within(dialog(title)).getByRole('button', { name: button }));

      expect(await screen.findByRole('status')).toHaveTextContent(done);
      expect(requests.filter((request) => request.method === 'POST')).toMatchObject([
        { url, body: undefined },
      ]);
    },
  );

  test("a 409 shows the server's sentence and refetches the collaboration", async () => {
    let state = aCollaboration(delivered);
    const requests = showCollaboration(() => state, 'brand', {
      'PUT /applications/31/delivery/': () => {
        state = aCollaboration({ status: 'released', released_amount: '10800.00' });
        return {
          status: 409,
          data: { error: 'This collaboration was released automatically meanwhile.' },
        };
      },
    });
    const user = userEvent.setup();

    await requestChanges(user, 'Please show the price tag.');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This collaboration was released automatically meanwhile.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Released')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/applications/31/')).toHaveLength(2);
  });

  test('a 409 on a confirmed action shows the sentence too', async () => {
    showCollaboration(aCollaboration(), 'influencer', {
      'POST /applications/31/withdraw/': {
        status: 409,
        data: { error: 'This collaboration can no longer change.' },
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Step Back' }));
    await user.click(
      within(dialog('Step back from this collaboration?')).getByRole('button', {
        name: 'Step Back',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This collaboration can no longer change.',
    );
  });
});

describe('the delivery form', () => {
  async function openForm(
    routes: Parameters<typeof serveApi>[0] = {},
    collaboration: () => Collaboration = () => aCollaboration(),
  ) {
    const requests = showCollaboration(collaboration, 'influencer', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit Delivery' }));
    return { requests, user, form: screen.getByRole('dialog', { name: 'Submit Delivery' }) };
  }

  const row = (form: HTMLElement, number: number) =>
    within(within(form).getByRole('group', { name: `Link ${number}` }));

  test('checks the links before sending, completes one typed without https://, and sends them with their platforms and the note', async () => {
    let state = aCollaboration();
    const { requests, user, form } = await openForm(
      {
        'POST /applications/31/deliveries/': () => {
          state = aCollaboration(delivered);
          return { status: 201, data: aDelivery() };
        },
      },
      () => state,
    );

    expect(within(form).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(row(form, 1).getByText('Enter the link of the post or file.')).toBeInTheDocument();
    expect(row(form, 1).getByRole('textbox', { name: 'URL' })).toHaveFocus();

    await user.type(row(form, 1).getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
    await user.selectOptions(row(form, 1).getByRole('combobox', { name: 'Platform' }), 'Instagram');
    await user.click(within(form).getByRole('button', { name: 'Add Link' }));
    await user.type(row(form, 2).getByRole('textbox', { name: 'URL' }), 'https://youtu.be/eid');
    await user.click(within(form).getByRole('button', { name: 'Add Link' }));
    await user.click(row(form, 3).getByRole('button', { name: 'Remove' }));
    expect(within(form).queryByRole('group', { name: 'Link 3' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'Live now.');
    expect(within(form).getByText('9 / 2000')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      row(form, 1).getByText('Enter a link that starts with http:// or https://.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(row(form, 1).getByRole('textbox', { name: 'URL' }));
    await user.type(row(form, 1).getByRole('textbox', { name: 'URL' }), 'instagram.com/p/1');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your work was delivered.');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      links: [
        { url: 'https://instagram.com/p/1', platform: 'instagram' },
        { url: 'https://youtu.be/eid', platform: null },
      ],
      note: 'Live now.',
    });
  });

  test('takes at most ten links', async () => {
    const { user, form } = await openForm();

    for (let count = 1; count < 10; count += 1) {
      await user.click(within(form).getByRole('button', { name: 'Add Link' }));
    }
    expect(within(form).getAllByRole('group', { name: /^Link / })).toHaveLength(10);
    expect(within(form).queryByRole('button', { name: 'Add Link' })).not.toBeInTheDocument();
  });

  test("shows the server's field errors beside their fields and its sentence", async () => {
    const { user, form } = await openForm({
      'POST /applications/31/deliveries/': {
        status: 400,
        data: {
          error: 'Check the highlighted fields.',
          fields: { 'links.0.url': ['This link could not be reached.'] },
        },
      },
    });

    await user.type(row(form, 1).getByRole('textbox', { name: 'URL' }), 'https://example.com/p');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Check the highlighted fields.',
    );
    expect(row(form, 1).getByText('This link could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Submit Delivery' })).toBeInTheDocument();
  });
});

test("a missing collaboration, or another's, is not found with the way back", async () => {
  serveApi({
    'GET /applications/404/': { status: 404, data: { error: 'Application not found.' } },
  });
  renderPage(<CollaborationPage />, {
    user: 'brand',
    url: '/collaborations/404',
    path: '/collaborations/:id',
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Collaboration not found.' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Applications' })).toHaveAttribute(
    'href',
    '/applications',
  );
});

test('an address that is not an id is not found without asking the API', () => {
  const requests = serveApi({});
  renderPage(<CollaborationPage />, {
    user: TEST_USERS.brand,
    url: '/collaborations/abc',
    path: '/collaborations/:id',
  });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Collaboration not found.' }),
  ).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('a loading state, then any other failure offers to try again', async () => {
  const first = deferredReply();
  let calls = 0;
  serveApiWith(() => (++calls === 1 ? first.promise : { status: 200, data: aCollaboration() }));
  const user = userEvent.setup();
  renderPage(<CollaborationPage />, { user: 'brand', ...AT_COLLABORATION });

  expect(screen.getByRole('status')).toHaveTextContent('Loading collaboration...');
  first.resolve({ status: 503 });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch collaboration');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
});
