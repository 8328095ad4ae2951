import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  disputeCaseSchema,
  disputeSchema,
  type DisputeCase,
} from '@portal/shared/contract/collaborations';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aDraft } from '@portal/shared/testing/contract-fixtures';
import { catchDownloads } from '@portal/shared/testing/downloads';
import { nextPageLink, serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aDisputeCase, aDisputeMessage } from '../testing/fixtures';
import AdminPanel from './admin-panel';

const open = aDisputeCase();
const decided = aDisputeCase({
  id: 82,
  opened_by: 'influencer',
  opened_by_name: 'nusrat_styles',
  reason: 'The brand keeps asking for changes it never agreed.',
  outcome: 'split',
  influencer_amount: '7000.00',
  brand_amount: '5000.00',
  decision_reason: 'Two of three reels were delivered as agreed.',
  decided_at: '2026-06-10T05:00:00Z',
});

function openDisputes(url = '/admin-panel?tab=disputes') {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

function serveDisputes(disputes: DisputeCase[] = [open, decided]) {
  let current = disputes;
  return serveApi({
    'GET /admin/disputes/': () => ({ status: 200, data: current }),
    'GET /applications/31/drafts/': { status: 200, data: [] },
    'PUT /admin/disputes/81/': (request) => {
      const body = request.body as Pick<DisputeCase, 'outcome' | 'influencer_amount'>;
      current = current.map((dispute) =>
        dispute.id === 81
          ? { ...dispute, outcome: body.outcome, decided_at: '2026-06-11T05:00:00Z' }
          : dispute,
      );
      return { status: 200, data: disputeSchema.parse(current[0]) };
    },
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');
/** The last request for the disputes list (each card also reads its collaboration's drafts). */
const lastListed = (requests: FakeRequest[]) =>
  requests.filter((request) => request.url === '/admin/disputes/').at(-1);

async function disputeCard(title = 'Eid Collection Launch') {
  const cards = await screen.findAllByRole('article', { name: title });
  return cards[0] as HTMLElement;
}

/** Chooses an outcome and a reason in the open dispute's form and presses Decide. */
async function decide(outcome: string, reason: string, amount?: string) {
  const form = within(await disputeCard()).getByRole('region', { name: 'Decide the dispute' });
  await userEvent.click(within(form).getByRole('radio', { name: outcome }));
  if (amount !== undefined) {
    await userEvent.type(within(form).getByLabelText("Influencer's amount"), amount);
  }
  if (reason) await userEvent.type(within(form).getByLabelText('Reason for the decision'), reason);
  await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
  return form;
}

afterEach(async () => {
  setViewportWidth(DESKTOP_WIDTH);
  await chooseLanguage('en');
});

test('the fixtures are disputes as the contract sends them', () => {
  expect(disputeCaseSchema.parse(open)).toEqual(open);
  expect(disputeCaseSchema.parse(decided)).toEqual(decided);
});

test('an open dispute shows both sides, the escrow, who opened it, why and when, and the deliveries', async () => {
  serveDisputes();
  openDisputes();

  const card = await disputeCard();
  expect(card).toHaveTextContent('Brandaarong_style');
  expect(card).toHaveTextContent('Influencernusrat_styles');
  expect(card).toHaveTextContent('Amount in escrow৳12,000.00');
  expect(card).toHaveTextContent('Opened byaarong_style (brand)');
  expect(card).toHaveTextContent('Opened8 Jun 2026, 12:00 pm');
  expect(card).toHaveTextContent('State when openedDelivered');
  expect(card).toHaveTextContent('ReasonThe second reel is still not what we agreed.');

  expect(within(card).getByRole('heading', { name: 'Deliveries' })).toBeInTheDocument();
  const deliveries = within(card).getAllByRole('list', { name: 'Links' });
  expect(deliveries).toHaveLength(2);
  expect(
    within(deliveries[0] as HTMLElement).getByRole('link', {
      name: 'https://www.instagram.com/p/eid-reel-1',
    }),
  ).toHaveAttribute('href', 'https://www.instagram.com/p/eid-reel-1');
  expect(deliveries[0]).toHaveTextContent('Instagram https://www.instagram.com/p/eid-reel-1');
  expect(card).toHaveTextContent('Delivery 1, 5 Jun 2026, 2:00 pm');
  expect(card).toHaveTextContent('Note: Reel and story are up.');
  expect(card).toHaveTextContent(
    'The brand asked for changes on 6 Jun 2026, 11:00 am: The reel does not show the collection.',
  );
  expect(card).toHaveTextContent('Delivery 2, 7 Jun 2026, 2:00 pm');
  expect(card).toHaveTextContent('The brand opened this dispute instead of answering.');
  expect(card).not.toHaveTextContent('The brand has not answered.');
  expect(within(card).getByRole('button', { name: 'View Messages' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Decide' })).toBeInTheDocument();
});

test("the card lists the collaboration's drafts: links, files to download, the brand's answers", async () => {
  serveApi({
    'GET /admin/disputes/': { status: 200, data: [open] },
    'GET /applications/31/drafts/': {
      status: 200,
      data: [
        aDraft({
          id: 80,
          files: [],
          decision: 'changes_requested',
          reason: 'Show the label, please.',
          decided_at: '2026-06-04T05:00:00Z',
        }),
        aDraft(),
      ],
    },
    'GET /applications/31/drafts/81/files/91/': {
      status: 200,
      data: new Blob(['png'], { type: 'image/png' }),
    },
    'GET /applications/31/drafts/81/files/92/': {
      status: 200,
      data: new Blob(['pdf'], { type: 'application/pdf' }),
    },
  });
  openDisputes();

  const card = await disputeCard();
  expect(within(card).getByRole('heading', { name: 'Drafts for approval' })).toBeInTheDocument();
  expect(await within(card).findByRole('heading', { name: 'Draft 2' })).toBeInTheDocument();
  expect(card).toHaveTextContent(
    'Changes requested on 4 Jun 2026, 11:00 am: Show the label, please.',
  );
  expect(card).toHaveTextContent("Waiting for the brand's answer.");
  expect(
    within(within(card).getByRole('list', { name: 'Links of draft 1' })).getByRole('link', {
      name: 'https://drive.google.com/file/d/eid-cut',
    }),
  ).toHaveAttribute('href', 'https://drive.google.com/file/d/eid-cut');
  const files = within(card).getByRole('list', { name: 'Files of draft 2' });
  expect(await within(files).findByRole('button', { name: 'Save cover.png' })).toBeInTheDocument();
  const saved = catchDownloads();
  await userEvent.click(within(files).getByRole('button', { name: 'Save script.pdf' }));
  await waitFor(() => expect(saved).toEqual([{ filename: 'script.pdf', text: 'pdf' }]));
});

test('a collaboration without drafts says so; a failure to load them offers Try again', async () => {
  let fails = true;
  serveApi({
    'GET /admin/disputes/': { status: 200, data: [open] },
    'GET /applications/31/drafts/': () => (fails ? { status: 503 } : { status: 200, data: [] }),
  });
  openDisputes();

  const card = await disputeCard();
  expect(await within(card).findByText('The drafts could not be loaded.')).toBeInTheDocument();
  fails = false;
  await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
  expect(await within(card).findByText('No drafts were sent.')).toBeInTheDocument();
});

test("the card shows both parties' statements with their links, and who has not stated a case", async () => {
  const answered = aDisputeCase({
    statements: [
      ...open.statements,
      {
        id: 4,
        by: 'influencer',
        by_name: 'nusrat_styles',
        text: 'The brief asked for this reel.',
        links: ['https://drive.google.com/file/d/brief'],
        at: '2026-06-08T08:00:00Z',
      },
    ],
    cancel_agreed_by: ['influencer'],
  });
  serveDisputes([open]);
  const { unmount } = openDisputes();
  const card = await disputeCard();
  expect(within(card).getByRole('heading', { name: 'Statements' })).toBeInTheDocument();
  expect(card).toHaveTextContent(
    'aarong_style (brand), 8 Jun 2026, 12:00 pmThe second reel is still not what we agreed.',
  );
  expect(card).toHaveTextContent('The influencer has not stated their case yet.');
  unmount();

  serveDisputes([answered]);
  openDisputes();
  const both = await disputeCard();
  expect(both).toHaveTextContent(
    'nusrat_styles (influencer), 8 Jun 2026, 2:00 pmThe brief asked for this reel.',
  );
  expect(
    within(both).getByRole('link', { name: 'https://drive.google.com/file/d/brief' }),
  ).toHaveAttribute('href', 'https://drive.google.com/file/d/brief');
  expect(both).not.toHaveTextContent('has not stated their case yet.');
  expect(both).toHaveTextContent(
    'The influencer agreed to cancel: once both sides agree, the brand is refunded with no decision.',
  );
  expect(card).not.toHaveTextContent('agreed to cancel');
});

test('a decided dispute shows the outcome, the amounts, the reason and the time, and no form', async () => {
  serveDisputes([decided]);
  openDisputes();

  const card = await disputeCard();
  expect(card).toHaveTextContent('Opened bynusrat_styles (influencer)');
  expect(card).toHaveTextContent('OutcomeSplit');
  expect(card).toHaveTextContent('To the influencer, before the fee৳7,000.00');
  expect(card).toHaveTextContent('Back to the brand৳5,000.00');
  expect(card).toHaveTextContent(
    'Reason for the decisionTwo of three reels were delivered as agreed.',
  );
  expect(card).toHaveTextContent('Decided10 Jun 2026, 11:00 am');
  expect(within(card).queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
});

test('filters open or decided through the address', async () => {
  const requests = serveDisputes();
  openDisputes();
  await disputeCard();
  expect(requests[0]?.params).toEqual({});

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Open');
  expect(currentLocation()).toBe('/admin-panel?tab=disputes&status=open');
  await waitFor(() => expect(lastListed(requests)?.params).toEqual({ status: 'open' }));

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Decided');
  await waitFor(() => expect(lastListed(requests)?.params).toEqual({ status: 'decided' }));
});

test('empty lists say so, with or without a filter', async () => {
  serveDisputes([]);
  const { unmount } = openDisputes();
  expect(await screen.findByText('No disputes yet.')).toBeInTheDocument();
  unmount();

  openDisputes('/admin-panel?tab=disputes&status=open');
  expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
});

test('Release asks first, naming what each side gets, then sends the release', async () => {
  const requests = serveDisputes();
  openDisputes();

  await decide('Release to influencer', 'The work was delivered.');
  const dialog = screen.getByRole('dialog', { name: 'Decide dispute' });
  expect(dialog).toHaveTextContent(
    'Release all ৳12,000.00 to nusrat_styles? They receive ৳10,800.00 after the platform fee of ৳1,200.00; aarong_style gets nothing back. This cannot be undone.',
  );
  expect(puts(requests)).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Dispute decided successfully');
  expect(puts(requests)).toEqual([
    expect.objectContaining({
      url: '/admin/disputes/81/',
      body: { outcome: 'release', influencer_amount: null, reason: 'The work was delivered.' },
    }),
  ]);
});

test('Refund sends the refund after the confirmation; Cancel sends nothing', async () => {
  const requests = serveDisputes();
  openDisputes();

  await decide('Refund to brand', 'Nothing usable was delivered.');
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'Refund all ৳12,000.00 to aarong_style? nusrat_styles receives nothing. This cannot be undone.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([]);

  await userEvent.click(screen.getAllByRole('button', { name: 'Decide' })[0] as HTMLElement);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decide' }));
  await screen.findByRole('status');
  expect(puts(requests)[0]?.body).toEqual({
    outcome: 'refund',
    influencer_amount: null,
    reason: 'Nothing usable was delivered.',
  });
});

test("Split shows what the brand gets back and the fee from the influencer's part, then sends the amount", async () => {
  const requests = serveDisputes();
  openDisputes();

  const form = await decide('Split', 'Half of the work was delivered.', '4000');
  expect(form).toHaveTextContent(
    "aarong_style gets back ৳8,000.00. The platform fee of ৳400.00 is taken from the influencer's part: nusrat_styles receives ৳3,600.00.",
  );
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'Split ৳12,000.00: ৳4,000.00 to nusrat_styles, who receives ৳3,600.00 after the platform fee of ৳400.00, and ৳8,000.00 back to aarong_style? This cannot be undone.',
  );
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decide' }));
  await screen.findByRole('status');
  expect(puts(requests)[0]?.body).toEqual({
    outcome: 'split',
    influencer_amount: '4000.00',
    reason: 'Half of the work was delivered.',
  });
});

test('a split amount written as the portal shows amounts (৳4,000) reads as 4000', async () => {
  const requests = serveDisputes();
  openDisputes();

  const form = await decide('Split', 'Half of the work was delivered.', '৳4,000');
  expect(form).toHaveTextContent('aarong_style gets back ৳8,000.00.');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decide' }));
  await screen.findByRole('status');
  expect(puts(requests)[0]?.body).toMatchObject({ influencer_amount: '4000.00' });
});

test('the fee of a split is rounded to the paisa', async () => {
  serveDisputes();
  openDisputes();

  const form = await decide('Split', '', '0.05');
  // 0.05 x 1200 / 12000 = 0.005, rounded up to 0.01.
  expect(form).toHaveTextContent(
    'aarong_style gets back ৳11,999.95. The platform fee of ৳0.01 is taken',
  );
});

test('a split is checked in the browser: an amount is needed, between ৳0.01 and the escrow less ৳0.01', async () => {
  const requests = serveDisputes();
  openDisputes();

  const form = await decide('Split', 'Half of the work was delivered.');
  const amount = within(form).getByLabelText("Influencer's amount");
  expect(amount).toHaveAccessibleDescription(
    "Between ৳0.01 and ৳11,999.99, before the platform fee. Enter the influencer's part of the split.",
  );

  await userEvent.type(amount, '12000');
  expect(form).not.toHaveTextContent('gets back');
  await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
  expect(amount).toHaveAccessibleDescription(
    'Between ৳0.01 and ৳11,999.99, before the platform fee. Enter an amount between ৳0.01 and ৳11,999.99.',
  );

  await userEvent.clear(amount);
  await userEvent.type(amount, '12.345');
  await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(form).toHaveTextContent('Enter an amount in taka with at most two decimals');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([]);
});

test('an outcome and a reason are needed before anything is asked', async () => {
  const requests = serveDisputes();
  openDisputes();

  const form = within(await disputeCard()).getByRole('region', { name: 'Decide the dispute' });
  await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));

  expect(form).toHaveTextContent('Choose how to decide the dispute.');
  expect(within(form).getByLabelText('Reason for the decision')).toHaveAccessibleDescription(
    'Please give a reason.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([]);
});

test("the server's 400 shows beside the amount and in red; a 409 says the dispute was decided", async () => {
  let replies = 0;
  serveApi({
    'GET /admin/disputes/': { status: 200, data: [open] },
    'PUT /admin/disputes/81/': () =>
      ++replies === 1
        ? {
            status: 400,
            data: {
              error: 'Please correct the highlighted fields.',
              fields: { influencer_amount: ['The amount must be less than the escrow.'] },
            },
          }
        : { status: 409, data: { error: 'This dispute has already been decided.' } },
  });
  openDisputes();

  const form = await decide('Split', 'Half of the work was delivered.', '4000');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decide' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Error deciding dispute: Please correct the highlighted fields.',
  );
  expect(within(form).getByLabelText("Influencer's amount")).toHaveAccessibleDescription(
    'Between ৳0.01 and ৳11,999.99, before the platform fee. The amount must be less than the escrow.',
  );

  await userEvent.clear(within(form).getByLabelText("Influencer's amount"));
  await userEvent.type(within(form).getByLabelText("Influencer's amount"), '3000');
  await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decide' }));
  await waitFor(() =>
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Error deciding dispute: This dispute has already been decided.',
    ),
  );
});

test("View Messages shows the pair's messages, newest first, and loads older ones", async () => {
  const requests = serveApi({
    'GET /admin/disputes/': { status: 200, data: [open] },
    'GET /admin/disputes/81/messages/': (request) =>
      request.params.cursor === 'OTE'
        ? {
            status: 200,
            data: [
              aDisputeMessage({
                id: 90,
                sender: 21,
                receiver: 11,
                sender_name: 'nusrat_styles',
                receiver_name: 'aarong_style',
                content: 'The first reel is up.',
                timestamp: '2026-06-05T08:05:00Z',
              }),
            ],
          }
        : {
            status: 200,
            data: [aDisputeMessage()],
            headers: nextPageLink('/admin/disputes/81/messages/', 'OTE'),
          },
  });
  openDisputes();

  await userEvent.click(within(await disputeCard()).getByRole('button', { name: 'View Messages' }));
  const dialog = screen.getByRole('dialog', {
    name: 'Messages between aarong_style and nusrat_styles',
  });
  const list = await within(dialog).findByRole('list', { name: 'Messages, newest first' });
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
    'aarong_style to nusrat_styles 6 Jun 2026, 11:10 amPlease show the whole collection in the reel.',
  );

  await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
  expect(await within(dialog).findByText('The first reel is up.')).toBeInTheDocument();
  expect(requests.at(-1)).toEqual(
    expect.objectContaining({ url: '/admin/disputes/81/messages/', params: { cursor: 'OTE' } }),
  );

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a pair that wrote nothing says so; a failure to load says so', async () => {
  let calls = 0;
  serveApi({
    'GET /admin/disputes/': { status: 200, data: [open] },
    'GET /applications/31/drafts/': { status: 200, data: [] },
    'GET /admin/disputes/81/messages/': () =>
      ++calls === 1 ? { status: 500 } : { status: 200, data: [] },
  });
  openDisputes();

  await userEvent.click(within(await disputeCard()).getByRole('button', { name: 'View Messages' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
    'Error loading messages',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('They have sent each other no messages.')).toBeInTheDocument();
});

test("a load failure reads 'Error loading disputes', and Try again recovers", async () => {
  let calls = 0;
  serveApi({
    'GET /admin/disputes/': () => (++calls === 1 ? { status: 500 } : { status: 200, data: [open] }),
  });
  openDisputes();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading disputes');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await disputeCard()).toBeInTheDocument();
});

test('Load more fetches the next page with the filter', async () => {
  const requests = serveApi({
    'GET /admin/disputes/': (request) =>
      request.params.cursor === 'ODE'
        ? { status: 200, data: [{ ...decided, outcome: null, decided_at: null }] }
        : { status: 200, data: [open], headers: nextPageLink('/admin/disputes/', 'ODE') },
  });
  openDisputes('/admin-panel?tab=disputes&status=open');

  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  expect(lastListed(requests)?.params).toEqual({ status: 'open', cursor: 'ODE' });
});

test('on a 360 px phone each dispute is a card with its form', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveDisputes();
  openDisputes();

  const list = await screen.findByRole('list', { name: 'Disputes' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(await disputeCard()).getByRole('button', { name: 'Decide' })).toBeInTheDocument();
});

describe('in Bangla', () => {
  beforeEach(() => chooseLanguage('bn'));

  test('a dispute, its split and the question read in Bangla with Bengali digits', async () => {
    serveDisputes([open]);
    openDisputes();

    const card = await disputeCard();
    expect(card).toHaveTextContent('এসক্রোতে জমা টাকা৳১২,০০০.০০');
    expect(card).toHaveTextContent('বিরোধ তুলেছেনaarong_style (ব্র্যান্ড)');
    expect(card).toHaveTextContent('কাজ জমা ১, ৫ জুন ২০২৬');
    expect(within(card).getByRole('heading', { name: 'বক্তব্য' })).toBeInTheDocument();
    expect(card).toHaveTextContent('aarong_style (ব্র্যান্ড), ৮ জুন ২০২৬');
    expect(card).toHaveTextContent('ইনফ্লুয়েন্সার এখনো তার বক্তব্য জানায়নি।');
    expect(card).toHaveTextContent('ব্র্যান্ড উত্তর না দিয়ে এই বিরোধ তুলেছে।');
    expect(within(card).getByRole('button', { name: 'মেসেজ দেখুন' })).toBeInTheDocument();

    const form = within(card).getByRole('region', { name: 'বিরোধের নিষ্পত্তি করুন' });
    await userEvent.click(within(form).getByRole('radio', { name: 'ভাগ করুন' }));
    await userEvent.type(within(form).getByLabelText('ইনফ্লুয়েন্সারের অংশ'), '৪০০০');
    expect(form).toHaveTextContent(
      'aarong_style ফেরত পাবে ৳৮,০০০.০০। ইনফ্লুয়েন্সারের অংশ থেকে ৳৪০০.০০ প্ল্যাটফর্ম ফি কাটা হবে: nusrat_styles পাবেন ৳৩,৬০০.০০।',
    );
    await userEvent.type(within(form).getByLabelText('সিদ্ধান্তের কারণ'), 'অর্ধেক কাজ হয়েছে।');
    await userEvent.click(within(form).getByRole('button', { name: 'নিষ্পত্তি করুন' }));
    expect(screen.getByRole('dialog', { name: 'বিরোধের নিষ্পত্তি' })).toHaveTextContent(
      '৳১২,০০০.০০ ভাগ করবেন: nusrat_styles-কে ৳৪,০০০.০০',
    );
    await userEvent.keyboard('{Escape}');

    await act(() => chooseLanguage('en'));
    expect(await screen.findByRole('button', { name: 'View Messages' })).toBeInTheDocument();
  });

  test('a dispute both sides agreed to cancel gives its reason in Bangla', async () => {
    serveDisputes([
      aDisputeCase({
        outcome: 'refund',
        influencer_amount: '0.00',
        brand_amount: '12000.00',
        decision_reason: 'Both sides agreed to cancel.',
        decided_at: '2026-06-10T05:00:00Z',
        cancel_agreed_by: ['brand', 'influencer'],
      }),
    ]);
    openDisputes();
    expect(await disputeCard()).toHaveTextContent('দুই পক্ষই বাতিল করতে রাজি হয়েছে।');
  });
});

test("a notification's link points out its dispute and scrolls to it, keeping the status filter", async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  const requests = serveDisputes();
  openDisputes('/admin-panel?tab=disputes&status=open&id=82');

  const list = await screen.findByRole('list', { name: 'Disputes' });
  // The list's own items: each dispute card holds lists of its own.
  const items = Array.from(list.children);
  await waitFor(() => expect(items[1]).toHaveAttribute('aria-current', 'true'));
  expect(items[0]).not.toHaveAttribute('aria-current');
  expect(scrolled).toHaveBeenCalledTimes(1);
  expect(requests[0]?.params).toEqual({ status: 'open' });
});
