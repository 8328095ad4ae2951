import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftSchema, type Draft } from '@portal/shared/contract/drafts';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { catchDownloads } from '@portal/shared/testing/downloads';
import { serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { aCollaboration, aDraft, AT_COLLABORATION } from '@portal/shared/testing/contract-fixtures';
import { renderPage } from '@portal/shared/testing/render-page';
import { PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CollaborationPage from './collaboration-page';

/** Drafts for approval on the collaboration page (see docs/collaboration.md). */

beforeEach(() => setViewportWidth(PHONE_WIDTH));
afterEach(() => chooseLanguage('en'));

function showDrafts(
  drafts: Draft[] | (() => Draft[]),
  viewer: 'brand' | 'influencer' | 'admin',
  routes: Parameters<typeof serveApi>[0] = {},
): FakeRequest[] {
  const current = typeof drafts === 'function' ? drafts : () => drafts;
  const requests = serveApi({
    'GET /applications/31/': { status: 200, data: aCollaboration() },
    'GET /applications/31/drafts/': () => ({ status: 200, data: current() }),
    'GET /applications/31/drafts/81/files/91/': {
      status: 200,
      data: new Blob(['png'], { type: 'image/png' }),
    },
    'GET /applications/31/drafts/81/files/92/': {
      status: 200,
      data: new Blob(['pdf'], { type: 'application/pdf' }),
    },
    ...routes,
  });
  renderPage(<CollaborationPage />, { user: viewer, ...AT_COLLABORATION });
  return requests;
}

/** The drafts section once its list has loaded (its skeleton is a status). */
async function draftsSection(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', {
    name: /Drafts for approval|অনুমোদনের জন্য খসড়া/,
  });
  const section = heading.closest('section') as HTMLElement;
  await waitFor(() => expect(within(section).queryByRole('status')).toBeNull());
  return section;
}

const actionButtons = () =>
  within(screen.getByRole('group', { name: 'Actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

test('the fixture is contract-shaped', () => {
  expect(draftSchema.parse(aDraft())).toEqual(aDraft());
});

test('the influencer submits a draft of links; it then waits and holds the delivery', async () => {
  let drafts: Draft[] = [];
  const requests = showDrafts(() => drafts, 'influencer', {
    'POST /applications/31/drafts/': (request) => {
      drafts = [aDraft({ files: [], ...(request.body as Pick<Draft, 'links' | 'note'>) })];
      return { status: 201, data: drafts[0] };
    },
  });
  const section = await draftsSection();
  expect(within(section).getByText('No drafts yet.')).toBeInTheDocument();
  expect(actionButtons()).toContain('Submit Delivery');

  await userEvent.click(within(section).getByRole('button', { name: 'Submit draft for approval' }));
  const dialog = screen.getByRole('dialog', { name: 'Submit draft for approval' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Link' }));
  await userEvent.type(within(dialog).getByLabelText('URL'), 'https://drive.google.com/file/d/cut');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

  expect(
    await screen.findByText('Your draft was sent to the brand for approval.'),
  ).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    links: [{ url: 'https://drive.google.com/file/d/cut', platform: null }],
    note: '',
  });
  expect(await within(section).findByText("Waiting for the brand's answer.")).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Submit draft for approval' })).toBeNull();
  await waitFor(() => expect(actionButtons()).not.toContain('Submit Delivery'));
});

test('an empty draft is refused before sending', async () => {
  const requests = showDrafts([], 'influencer');
  const section = await draftsSection();
  await userEvent.click(within(section).getByRole('button', { name: 'Submit draft for approval' }));
  const dialog = screen.getByRole('dialog', { name: 'Submit draft for approval' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByText('Add a link or a file to your draft.')).toBeInTheDocument();
  expect(requests.some((request) => request.method === 'POST')).toBe(false);
});

test('files are sent as a form; a wrong type, a large file or too many are refused at once', async () => {
  const requests = showDrafts([], 'influencer', {
    'POST /applications/31/drafts/': { status: 201, data: aDraft() },
  });
  const section = await draftsSection();
  await userEvent.click(within(section).getByRole('button', { name: 'Submit draft for approval' }));
  const dialog = screen.getByRole('dialog', { name: 'Submit draft for approval' });
  const picker = within(dialog).getByLabelText('Files (optional)');

  await userEvent.upload(picker, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
    applyAccept: false,
  });
  expect(
    within(dialog).getByText('notes.txt is not a JPEG, PNG or WebP image or a PDF.'),
  ).toBeInTheDocument();
  const large = new File(['x'], 'huge.png', { type: 'image/png' });
  Object.defineProperty(large, 'size', { value: 11 * 1024 * 1024 });
  await userEvent.upload(picker, large);
  expect(within(dialog).getByText('huge.png is larger than 10 MB.')).toBeInTheDocument();
  const six = Array.from(
    { length: 6 },
    (_, n) => new File(['x'], `p${n}.png`, { type: 'image/png' }),
  );
  await userEvent.upload(picker, six);
  expect(within(dialog).getByText('Add at most 5 files.')).toBeInTheDocument();

  await userEvent.upload(picker, [
    new File(['png'], 'cover.png', { type: 'image/png' }),
    new File(['pdf'], 'script.pdf', { type: 'application/pdf' }),
  ]);
  const chosen = within(dialog).getByRole('list', { name: 'Chosen files' });
  expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove script.pdf' }));
  expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

  expect(
    await screen.findByText('Your draft was sent to the brand for approval.'),
  ).toBeInTheDocument();
  const sent = requests.find((request) => request.method === 'POST')?.body;
  expect(sent).toBeInstanceOf(FormData);
  const form = sent as FormData;
  expect(form.get('links')).toBe('[]');
  expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['cover.png']);
});

test('the brand sees the draft (thumbnail, PDF link) and approves it', async () => {
  let drafts = [aDraft()];
  const requests = showDrafts(() => drafts, 'brand', {
    'PUT /applications/31/drafts/81/': () => {
      drafts = [aDraft({ decision: 'approved', decided_at: '2026-11-24T04:00:00Z' })];
      return { status: 200, data: drafts[0] };
    },
  });
  const section = await draftsSection();
  expect(within(section).getByRole('heading', { name: 'Draft 1' })).toBeInTheDocument();
  expect(
    within(section).getByRole('link', { name: 'https://drive.google.com/file/d/eid-cut' }),
  ).toBeInTheDocument();
  expect(within(section).getByText('Waiting for your answer.')).toBeInTheDocument();
  const picture = await within(section).findByRole('button', { name: 'Save cover.png' });
  expect(picture.querySelector('img')).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/png;base64,/),
  );
  const saved = catchDownloads();
  await userEvent.click(within(section).getByRole('button', { name: 'Save script.pdf' }));
  await waitFor(() => expect(saved).toEqual([{ filename: 'script.pdf', text: 'pdf' }]));

  await userEvent.click(within(section).getByRole('button', { name: 'Approve draft' }));
  expect(
    await screen.findByText('The draft is approved. The influencer can now publish the post.'),
  ).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    decision: 'approved',
  });
  expect(await within(section).findByText(/^Approved on/)).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Approve draft' })).toBeNull();
});

test('the brand asks for changes with a reason', async () => {
  const requests = showDrafts([aDraft()], 'brand', {
    'PUT /applications/31/drafts/81/': {
      status: 200,
      data: aDraft({ decision: 'changes_requested', reason: 'Show the label, please.' }),
    },
  });
  const section = await draftsSection();
  await userEvent.click(
    within(section).getByRole('button', { name: 'Request changes to the draft' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Request changes to the draft' });
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Show the label, please.');
  await userEvent.click(
    within(dialog).getByRole('button', { name: 'Request changes to the draft' }),
  );
  expect(await screen.findByText('Changes to the draft requested.')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    decision: 'changes_requested',
    reason: 'Show the label, please.',
  });
});

test('after approval the influencer is told to publish, and the delivery form follows', async () => {
  showDrafts([aDraft({ decision: 'approved', decided_at: '2026-11-24T04:00:00Z' })], 'influencer');
  const section = await draftsSection();
  expect(
    within(section).getByText(
      'Your draft is approved. Publish the post, then submit its link with Submit Delivery.',
    ),
  ).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Submit draft for approval' })).toBeNull();
  await waitFor(() => expect(actionButtons()).toContain('Submit Delivery'));
});

test('after changes were asked, the influencer sees the reason and may send a new draft', async () => {
  showDrafts(
    [
      aDraft({
        decision: 'changes_requested',
        reason: 'Brighter, please.',
        decided_at: '2026-11-24T04:00:00Z',
      }),
    ],
    'influencer',
  );
  const section = await draftsSection();
  expect(within(section).getByText(/Brighter, please\./)).toBeInTheDocument();
  expect(
    within(section).getByRole('button', { name: 'Submit draft for approval' }),
  ).toBeInTheDocument();
});

test('the drafts that fail to load offer a retry; a file that fails says so', async () => {
  let fail = true;
  showDrafts([], 'brand', {
    'GET /applications/31/drafts/': () =>
      fail ? { status: 500, data: { error: 'Boom.' } } : { status: 200, data: [aDraft()] },
    'GET /applications/31/drafts/81/files/91/': { status: 404, data: { error: 'File not found.' } },
  });
  const section = await draftsSection();
  expect(await within(section).findByText('The drafts could not be loaded.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
  expect(await within(section).findByText('cover.png could not be loaded.')).toBeInTheDocument();
});

test('an admin reads the drafts without buttons', async () => {
  showDrafts([aDraft()], 'admin');
  const section = await draftsSection();
  expect(within(section).getByRole('heading', { name: 'Draft 1' })).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Approve draft' })).toBeNull();
});

test('in Bangla the section and its buttons speak Bangla', async () => {
  await chooseLanguage('bn');
  showDrafts([aDraft()], 'brand');
  await draftsSection();
  expect(screen.getByRole('button', { name: 'খসড়া অনুমোদন করুন' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'খসড়ায় পরিবর্তন চান' })).toBeInTheDocument();
});
