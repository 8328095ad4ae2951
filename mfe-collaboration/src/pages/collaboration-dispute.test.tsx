import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collaboration, Dispute } from '@portal/shared/contract/collaborations';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { deferredReply, serveApi } from '@portal/shared/testing/fake-api';
import { aCollaboration, AT_COLLABORATION } from '@portal/shared/testing/contract-fixtures';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CollaborationPage from './collaboration-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

const OPENED = {
  id: 0,
  by: 'brand' as const,
  by_name: 'aarong_style',
  text: 'The reel does not show the collection.',
  links: [],
  at: '2026-11-25T04:00:00Z',
};

function aDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 71,
    application_id: 31,
    opened_by: 'brand',
    opened_by_name: 'aarong_style',
    reason: OPENED.text,
    opened_at: OPENED.at,
    status_before: 'delivered',
    outcome: null,
    influencer_amount: null,
    brand_amount: null,
    decision_reason: null,
    decided_at: null,
    statements: [OPENED],
    cancel_agreed_by: [],
    ...overrides,
  };
}

const ANSWER = {
  id: 5,
  by: 'influencer' as const,
  by_name: 'nusrat_styles',
  text: 'The brief asked for this reel.',
  links: ['https://drive.google.com/file/d/brief'],
  at: '2026-11-25T06:00:00Z',
};

function show(
  collaboration: () => Collaboration,
  viewer: 'brand' | 'influencer' | 'admin',
  routes: Parameters<typeof serveApi>[0] = {},
) {
  const requests = serveApi({
    'GET /applications/31/': () => ({ status: 200, data: collaboration() }),
    ...routes,
  });
  renderPage(<CollaborationPage />, { user: viewer, ...AT_COLLABORATION });
  return requests;
}

const section = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).parentElement as HTMLElement;

test("the influencer reads the brand's case and adds theirs with a link; it shows once sent", async () => {
  let dispute = aDispute();
  const reply = deferredReply();
  const requests = show(() => aCollaboration({ status: 'disputed', dispute }), 'influencer', {
    'POST /disputes/71/statements/': () => reply.promise,
  });
  const user = userEvent.setup();

  const area = await section('Dispute');
  expect(area).toHaveTextContent('aarong_style (brand)');
  expect(area).toHaveTextContent('The reel does not show the collection.');
  expect(area).not.toHaveTextContent('has not stated their case yet.');
  await user.type(within(area).getByRole('textbox', { name: 'Your statement' }), ANSWER.text);
  await user.click(within(area).getByRole('button', { name: 'Add Link' }));
  await user.type(
    within(area).getByRole('textbox', { name: 'URL' }),
    'drive.google.com/file/d/brief',
  );
  await user.click(within(area).getByRole('button', { name: 'Add Statement' }));

  expect(await within(area).findByRole('button', { name: 'Adding...' })).toBeDisabled();
  dispute = aDispute({ statements: [OPENED, ANSWER] });
  reply.resolve({ status: 201, data: dispute });
  expect(await within(area).findByRole('status')).toHaveTextContent(
    'Your statement was added. The other side and the admin can read it.',
  );
  expect(await within(area).findByText('nusrat_styles (influencer)')).toBeInTheDocument();
  expect(within(area).getByRole('link', { name: ANSWER.links[0] })).toHaveAttribute(
    'href',
    ANSWER.links[0],
  );
  expect(within(area).getByRole('textbox', { name: 'Your statement' })).toHaveValue('');
  expect(requests.filter((request) => request.method === 'POST')).toMatchObject([
    {
      url: '/disputes/71/statements/',
      body: { text: ANSWER.text, links: ['https://drive.google.com/file/d/brief'] },
    },
  ]);
});

test('a short statement and a bad link are refused before sending; a refusal shows its sentence', async () => {
  const requests = show(
    () => aCollaboration({ status: 'disputed', dispute: aDispute() }),
    'brand',
    {
      'POST /disputes/71/statements/': { status: 500, data: {} },
    },
  );
  const user = userEvent.setup();
  const area = await section('Dispute');
  expect(area).toHaveTextContent('nusrat_styles has not stated their case yet.');

  await user.type(within(area).getByRole('textbox', { name: 'Your statement' }), 'Too short');
  await user.click(within(area).getByRole('button', { name: 'Add Link' }));
  await user.type(within(area).getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
  await user.click(within(area).getByRole('button', { name: 'Add Statement' }));
  expect(area).toHaveTextContent('Write at least 10 characters.');
  expect(area).toHaveTextContent('Enter a link that starts with http:// or https://.');
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

  await user.type(
    within(area).getByRole('textbox', { name: 'Your statement' }),
    ' at all, really.',
  );
  await user.click(within(area).getByRole('button', { name: 'Remove' }));
  await user.click(within(area).getByRole('button', { name: 'Add Statement' }));
  expect(await within(area).findByRole('alert')).toHaveTextContent(
    'It did not work. Please try again.',
  );
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
});

test('a decided dispute and the admin show both statements and no form', async () => {
  show(
    () =>
      aCollaboration({
        status: 'refunded',
        dispute: aDispute({ outcome: 'refund', statements: [OPENED, ANSWER] }),
      }),
    'influencer',
  );
  const area = await section('Dispute');
  expect(area).toHaveTextContent('aarong_style (brand)');
  expect(area).toHaveTextContent('nusrat_styles (influencer)');
  expect(within(area).queryByRole('textbox')).not.toBeInTheDocument();
});

test('the admin reads both sides and cannot add to them', async () => {
  show(
    () =>
      aCollaboration({ status: 'disputed', dispute: aDispute({ statements: [OPENED, ANSWER] }) }),
    'admin',
  );
  const area = await section('Dispute');
  expect(area).toHaveTextContent('The brief asked for this reel.');
  expect(within(area).queryByRole('button', { name: 'Add Statement' })).not.toBeInTheDocument();
});

test('in Bangla the dispute, its statements and the form speak Bangla', async () => {
  await chooseLanguage('bn');
  show(() => aCollaboration({ status: 'disputed', dispute: aDispute() }), 'influencer');
  const user = userEvent.setup();
  const area = await section('বিরোধ');
  expect(area).toHaveTextContent('aarong_style (ব্র্যান্ড)');
  expect(area).toHaveTextContent('আপনার বক্তব্যে যোগ করুন');
  await user.click(within(area).getByRole('button', { name: 'লিংক যোগ করুন' }));
  await user.type(within(area).getByRole('textbox', { name: 'ইউআরএল' }), 'javascript:alert(1)');
  await user.click(within(area).getByRole('button', { name: 'বক্তব্য যোগ করুন' }));
  expect(within(area).getByRole('textbox', { name: 'আপনার বক্তব্য' })).toBeInTheDocument();
  expect(area).toHaveTextContent('আপনার বক্তব্য লিখুন।');
  expect(area).toHaveTextContent('http:// অথবা https:// দিয়ে শুরু হওয়া লিংক দিন।');
});

test('the brand agrees to cancel after the influencer did: asked first, then the collaboration is refunded', async () => {
  let collaboration = aCollaboration({
    status: 'disputed',
    dispute: aDispute({ cancel_agreed_by: ['influencer'] }),
  });
  const requests = show(() => collaboration, 'brand', {
    'POST /disputes/71/agree-to-cancel/': () => {
      const dispute = aDispute({
        cancel_agreed_by: ['brand', 'influencer'],
        outcome: 'refund',
        decision_reason: 'Both sides agreed to cancel.',
      });
      collaboration = aCollaboration({ status: 'refunded', dispute });
      return { status: 200, data: dispute };
    },
  });
  const user = userEvent.setup();
  const area = await section('Dispute');
  expect(area).toHaveTextContent(
    'nusrat_styles agreed to cancel. If you agree too, ৳12,000.00 goes back to aarong_style and the dispute ends.',
  );
  await user.click(within(area).getByRole('button', { name: 'Agree to Cancel' }));
  const question = screen.getByRole('dialog', { name: 'Agree to cancel?' });
  expect(question).toHaveTextContent(
    'Once both sides agree, ৳12,000.00 goes back to aarong_style, the influencer is not paid and the dispute ends. This cannot be undone.',
  );
  await user.click(within(question).getByRole('button', { name: 'Agree to Cancel' }));
  expect(requests.filter((request) => request.method === 'POST')).toMatchObject([
    { url: '/disputes/71/agree-to-cancel/' },
  ]);
  expect(await screen.findByText('Refunded', { selector: '*' })).toBeInTheDocument();
  expect(
    within(await section('Dispute')).queryByRole('button', { name: 'Agree to Cancel' }),
  ).not.toBeInTheDocument();
});

test('an agreement given waits for the other side, with no button to agree again', async () => {
  const requests = show(
    () =>
      aCollaboration({ status: 'disputed', dispute: aDispute({ cancel_agreed_by: ['brand'] }) }),
    'brand',
  );
  const area = await section('Dispute');
  expect(area).toHaveTextContent('You agreed to cancel. Waiting for nusrat_styles to agree.');
  expect(within(area).queryByRole('button', { name: 'Agree to Cancel' })).not.toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
});

test('in Bangla the agreement to cancel speaks Bangla', async () => {
  await chooseLanguage('bn');
  show(() => aCollaboration({ status: 'disputed', dispute: aDispute() }), 'influencer');
  const user = userEvent.setup();
  const area = await section('বিরোধ');
  expect(area).toHaveTextContent(
    'এর বদলে দুই পক্ষ বাতিল করতে রাজি হতে পারেন: অ্যাডমিনের সিদ্ধান্ত ছাড়াই ৳১২,০০০.০০ aarong_style-এর কাছে ফেরত যাবে।',
  );
  await user.click(within(area).getByRole('button', { name: 'বাতিল করতে রাজি' }));
  expect(screen.getByRole('dialog', { name: 'বাতিল করতে রাজি?' })).toBeInTheDocument();
});
