import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Connection, Message } from '@portal/shared/contract/messages';
import { applyEventToCache } from '@portal/shared/realtime/cache-updates';
import {
  deferredReply,
  nextPageLink,
  serveApi,
  type FakeRequest,
  type FakeRoutes,
} from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage, TEST_USERS } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import MessagingPage from './messaging-page';

const BRAND = TEST_USERS.brand;
const NUSRAT = 21;
const TANVIR = 23;
const FOODIE = 22;
const FORMER = 30;

const RESTRICTED = 'Your message contains restricted words. Please remove them.';

function message(
  id: number,
  sender: number,
  receiver: number,
  content: string,
  timestamp = '2026-11-23T04:00:00.000Z',
): Message {
  const names: Record<number, string> = {
    [BRAND.id]: BRAND.username,
    [NUSRAT]: 'nusrat_styles',
    [TANVIR]: 'tanvir_tech',
    [FOODIE]: 'dhaka_foodie',
    [FORMER]: 'old_partner',
  };
  return {
    id,
    sender,
    receiver,
    sender_name: names[sender] ?? 'someone',
    receiver_name: names[receiver] ?? 'someone',
    content,
    timestamp,
  };
}

function connection(id: number, username: string, overrides: Partial<Connection> = {}): Connection {
  return {
    id,
    username,
    role: 'influencer',
    has_existing_messages: true,
    unread_count: 0,
    last_message_at: '2026-11-23T04:00:00.000Z',
    collaboration_id: null,
    ...overrides,
  };
}

const CONNECTIONS = [
  connection(NUSRAT, 'nusrat_styles', {
    unread_count: 2,
    last_message_at: '2026-11-23T05:00:00Z',
    collaboration_id: 31,
  }),
  connection(TANVIR, 'tanvir_tech', { last_message_at: '2026-11-23T06:00:00Z' }),
  connection(FOODIE, 'dhaka_foodie', { has_existing_messages: false, last_message_at: null }),
];

/** nusrat_styles' thread, newest first as the API answers. */
const NUSRAT_THREAD = [
  message(3, NUSRAT, BRAND.id, 'Posted the second reel!', '2026-11-23T05:00:00.000Z'),
  message(2, NUSRAT, BRAND.id, 'Shooting today.', '2026-11-23T04:10:00.000Z'),
  message(1, BRAND.id, NUSRAT, 'Hello, welcome to the Eid campaign.', '2026-11-23T04:00:00.000Z'),
];

const RECENT = [...NUSRAT_THREAD, message(50, FORMER, BRAND.id, 'Thanks for last year.')];

interface Setup {
  routes?: FakeRoutes;
  threads?: Record<number, Message[]>;
  url?: string;
}

function showMessaging({ routes = {}, threads = { [NUSRAT]: NUSRAT_THREAD }, url }: Setup = {}) {
  const requests = serveApi({
    'GET /messages/connections/': { status: 200, data: CONNECTIONS },
    'GET /messages/': (request: FakeRequest) =>
      request.params.with === undefined
        ? { status: 200, data: RECENT }
        : { status: 200, data: threads[Number(request.params.with)] ?? [] },
    'POST /messages/read/': { status: 200, data: { updated: 2 } },
    ...routes,
  });
  const rendered = renderPage(<MessagingPage />, {
    user: 'brand',
    url: url ?? '/messages',
    path: '/messages',
  });
  return { requests, ...rendered };
}

const conversations = () => screen.getByRole('region', { name: 'Conversations' });
const section = async (name: string) => within(await screen.findByRole('region', { name }));
const thread = () => screen.getByRole('log', { name: /^Messages with/ });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

async function openNusrat() {
  const user = userEvent.setup();
  await user.click(
    await (await section('Active Conversations')).findByRole('button', { name: /nusrat_styles/ }),
  );
  await screen.findByText('Posted the second reel!');
  return user;
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('the conversation list', () => {
  it("welcomes with 'Welcome to Messages' and lists the spec's three sections", async () => {
    showMessaging();

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Messages' })).toBeVisible();
    const active = await section('Active Conversations');
    // The latest conversation first, each with its unread count.
    expect(active.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'tanvir_techinfluencer',
      'nusrat_stylesinfluencer2, 2 unread',
    ]);
    const available = await section('Available Connections');
    expect(available.getByRole('button', { name: /dhaka_foodie/ })).toBeInTheDocument();
    // A former collaborator appears only through the messages exchanged with them.
    const recent = await section('Recent Conversations');
    expect(recent.getByRole('button', { name: /old_partner/ })).toBeInTheDocument();
    expect(recent.queryByRole('button', { name: /nusrat_styles/ })).not.toBeInTheDocument();
  });

  it('says so when there is nobody to message yet', async () => {
    showMessaging({
      routes: {
        'GET /messages/connections/': { status: 200, data: [] },
        'GET /messages/': { status: 200, data: [] },
      },
    });

    expect(
      await screen.findByText(
        'No conversations yet - Approved collaborations will appear here automatically.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active Conversations' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch messages' with Try again when the list cannot be loaded", async () => {
    let calls = 0;
    showMessaging({
      routes: {
        'GET /messages/connections/': () => {
          calls += 1;
          return calls === 1
            ? { status: 500, data: { error: 'Something went wrong.' } }
            : { status: 200, data: CONNECTIONS };
        },
      },
    });

    expect(await within(conversations()).findByRole('alert')).toHaveTextContent(
      'Failed to fetch messages',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const active = await section('Active Conversations');
    expect(active.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'tanvir_techinfluencer',
      'nusrat_stylesinfluencer2, 2 unread',
    ]);
    expect(within(conversations()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the next page of collaborators with Load more', async () => {
    const requests = showMessaging({
      routes: {
        'GET /messages/connections/': (request) =>
          request.params.cursor === 'MjI'
            ? { status: 200, data: [connection(5, 'later_page')] }
            : {
                status: 200,
                data: CONNECTIONS,
                headers: nextPageLink('/messages/connections/', 'MjI'),
              },
      },
    }).requests;

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /later_page/ })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/messages/connections/')).toHaveLength(2);
  });
});

describe('a thread', () => {
  it('an address naming no user id opens no thread and starts no conversation', async () => {
    const { requests } = showMessaging({ url: '/messages?with=nusrat' });

    expect(await screen.findByText('Select a conversation to start messaging.')).toBeVisible();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('opens oldest first, marks what was unread as read and drops the count', async () => {
    const { requests } = showMessaging();
    await openNusrat();

    expect(currentLocation()).toBe(`/messages?with=${NUSRAT}`);
    expect(screen.getByRole('heading', { level: 2, name: 'nusrat_styles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'nusrat_styles' })).toHaveAttribute(
      'href',
      '/user/nusrat_styles',
    );
    const texts = within(thread())
      .getAllByRole('listitem')
      .filter((item) => !item.querySelector('time'))
      .map((item) => item.textContent);
    expect(texts).toEqual([
      'You: Hello, welcome to the Eid campaign.',
      'nusrat_styles: Shooting today.',
      'nusrat_styles: Posted the second reel!',
    ]);
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/messages/read/')).toEqual([
        expect.objectContaining({ method: 'POST', body: { with: NUSRAT, up_to: 3 } }),
      ]),
    );
    expect(screen.getByRole('button', { name: /nusrat_styles/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: /nusrat_styles/ })).not.toHaveTextContent('unread');
  });

  it('leads from the thread to the collaboration it is about, when there is one', async () => {
    showMessaging();
    await openNusrat();
    const link = screen.getByRole('link', { name: 'View Collaboration' });
    expect(link).toHaveAttribute('href', '/collaborations/31');
    expect(link).toHaveAccessibleDescription('Your collaboration with nusrat_styles');
    await userEvent.click(
      await (await section('Active Conversations')).findByRole('button', { name: /tanvir_tech/ }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'View Collaboration' })).not.toBeInTheDocument(),
    );
  });

  it('asks nothing of the server when the thread opened has nothing unread', async () => {
    const { requests } = showMessaging({
      threads: { [TANVIR]: [message(9, TANVIR, BRAND.id, 'All read already.')] },
    });
    await userEvent.click(
      await (await section('Active Conversations')).findByRole('button', { name: /tanvir_tech/ }),
    );
    await screen.findByText('All read already.');
    expect(requests.some((request) => request.url === '/messages/read/')).toBe(false);
  });

  it('shows a timestamp on the first message and after more than 5 minutes, not at exactly 5', async () => {
    showMessaging({
      threads: {
        [NUSRAT]: [
          message(4, NUSRAT, BRAND.id, 'fourth', '2026-11-23T04:10:00.001Z'),
          message(3, NUSRAT, BRAND.id, 'third', '2026-11-23T04:05:00.000Z'),
          message(2, BRAND.id, NUSRAT, 'second', '2026-11-23T04:00:00.000Z'),
          message(1, NUSRAT, BRAND.id, 'first', '2026-11-23T03:59:00.000Z'),
        ],
      },
      url: `/messages?with=${NUSRAT}`,
    });
    await screen.findByText('fourth');

    const lines = within(thread())
      .getAllByRole('listitem')
      .map((item) => (item.querySelector('time') ? `[${item.textContent}]` : item.textContent));
    expect(lines).toEqual([
      '[23 Nov 2026, 9:59 am]',
      'nusrat_styles: first',
      'You: second',
      // 04:05:00.000 is exactly 5 minutes after 04:00:00.000: no timestamp.
      'nusrat_styles: third',
      // 04:10:00.001 is 5 minutes and 1 ms after 04:05: a timestamp.
      '[23 Nov 2026, 10:10 am]',
      'nusrat_styles: fourth',
    ]);
  });

  it('loads older messages (the page before) with the button and when scrolled to the top', async () => {
    const newest = [
      message(30, NUSRAT, BRAND.id, 'Posted the second reel!'),
      message(29, BRAND.id, NUSRAT, 'Great work.'),
    ];
    const older = [message(20, NUSRAT, BRAND.id, 'The very first message.')];
    const oldest = [message(10, NUSRAT, BRAND.id, 'Before everything.')];
    const { requests } = showMessaging({
      routes: {
        'GET /messages/': (request) => {
          if (request.params.with === undefined) return { status: 200, data: RECENT };
          if (request.params.cursor === 'Mg') {
            return { status: 200, data: older, headers: nextPageLink('/messages/', 'MQ') };
          }
          if (request.params.cursor === 'MQ') return { status: 200, data: oldest };
          return { status: 200, data: newest, headers: nextPageLink('/messages/', 'Mg') };
        },
      },
    });
    await openNusrat();

    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The very first message.')).toBeInTheDocument();
    fireEvent.scroll(thread());
    expect(await screen.findByText('Before everything.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    const texts = within(thread())
      .getAllByRole('listitem')
      .filter((item) => !item.querySelector('time'))
      .map((item) => item.textContent);
    expect(texts).toEqual([
      'nusrat_styles: Before everything.',
      'nusrat_styles: The very first message.',
      'You: Great work.',
      'nusrat_styles: Posted the second reel!',
    ]);
    const pages = requests.filter((request) => request.url === '/messages/' && request.params.with);
    expect(pages.map((request) => request.params.cursor)).toEqual([undefined, 'Mg', 'MQ']);
  });

  it("shows 'Failed to fetch messages' when the thread cannot be loaded", async () => {
    showMessaging({
      routes: {
        'GET /messages/': (request) =>
          request.params.with === undefined
            ? { status: 200, data: RECENT }
            : { status: 503, data: { error: 'Service unavailable.' } },
      },
      url: `/messages?with=${NUSRAT}`,
    });

    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('sending', () => {
  it('keeps Send disabled while the box is blank, and Enter on blank text asks for a message', async () => {
    const { requests } = showMessaging({ url: `/messages?with=${NUSRAT}` });
    await screen.findByText('Posted the second reel!');
    const user = userEvent.setup();

    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a user and enter a message');
    expect(
      requests.some((request) => request.method === 'POST' && request.url === '/messages/'),
    ).toBe(false);
  });

  it('counts a message against its 2000 characters and refuses a longer one without cutting it', async () => {
    const { requests } = showMessaging({ url: `/messages?with=${NUSRAT}` });
    await screen.findByText('Posted the second reel!');
    const user = userEvent.setup();

    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    await user.click(messageBox());
    await user.paste('a'.repeat(2001));
    expect(messageBox()).toHaveValue('a'.repeat(2001));
    expect(screen.getByText('2001 / 2000')).toHaveAttribute('aria-live', 'polite');
    await user.click(sendButton());

    expect(screen.getByRole('alert')).toHaveTextContent('A message is at most 2000 characters.');
    expect(messageBox()).toBeInvalid();
    expect(
      requests.some((request) => request.method === 'POST' && request.url === '/messages/'),
    ).toBe(false);
  });

  it('keeps Send disabled while the box holds only invisible characters', async () => {
    showMessaging({ url: `/messages?with=${NUSRAT}` });
    await screen.findByText('Posted the second reel!');
    const user = userEvent.setup();

    await user.type(messageBox(), '\u200b\u200e\ufeff');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), 'hi');
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    ['the plain word', 'Please send the payment now'],
    ['a phrase in capitals', 'My BANK ACCOUNT is ready'],
    ['spaced-out letters', 'p a y m e n t'],
    ['a Cyrillic look-alike letter', 'p\u0430yment'],
    ['a word split by a space', 'pay ment'],
    ['digits for letters', 'p4ym3nt'],
    ['the Bangla word', 'পেমেন্ট'],
  ])('refuses %s before sending, keeping the text', async (_name, text) => {
    const { requests } = showMessaging({ url: `/messages?with=${NUSRAT}` });
    await screen.findByText('Posted the second reel!');
    const user = userEvent.setup();

    await user.type(messageBox(), text);
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent(RESTRICTED);
    expect(messageBox()).toHaveValue(text);
    expect(
      requests.some((request) => request.method === 'POST' && request.url === '/messages/'),
    ).toBe(false);
  });

  it.each([
    ['a restricted word', 'Payment done via bKash', RESTRICTED, 'Refused: “Payment”'],
    [
      'a phone number',
      'Call me on 01711-123456, WhatsApp করুন',
      'Your message contains contact details. Please keep the conversation on the platform.',
      'Refused: “01711-123456”',
    ],
    [
      'a messaging app',
      'WhatsApp করুন',
      'Your message contains contact details. Please keep the conversation on the platform.',
      'Refused: “WhatsApp”',
    ],
    [
      'an e-mail address',
      'nusrat@gmail.com',
      'Your message contains contact details. Please keep the conversation on the platform.',
      'Refused: “nusrat@gmail.com”',
    ],
  ])(
    'refuses %s before sending and names what it refused',
    async (_name, text, sentence, named) => {
      const { requests } = showMessaging({ url: `/messages?with=${NUSRAT}` });
      await screen.findByText('Posted the second reel!');
      const user = userEvent.setup();

      await user.type(messageBox(), text);
      await user.click(sendButton());
      expect(screen.getByRole('alert')).toHaveTextContent(`${sentence} ${named}`);
      expect(messageBox()).toHaveValue(text);
      expect(
        requests.some((request) => request.method === 'POST' && request.url === '/messages/'),
      ).toBe(false);
    },
  );

  it('shows the message as sending until the server accepts it, then as sent once', async () => {
    const reply = deferredReply();
    const { requests, queryClient } = showMessaging({
      routes: { 'POST /messages/': () => reply.promise },
      url: `/messages?with=${NUSRAT}`,
    });
    await screen.findByText('Posted the second reel!');
    const user = userEvent.setup();

    await user.type(messageBox(), '  See you on Friday!  {Enter}');
    expect(messageBox()).toHaveValue('');
    expect(screen.getByText('See you on Friday!')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Sending...');
    const sent = message(10, BRAND.id, NUSRAT, 'See you on Friday!', new Date().toISOString());
    reply.resolve({ status: 201, data: sent });

    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    // The socket brings the same message to the sender's tab: still shown once.
    act(() => applyEventToCache(queryClient, { type: 'message', message: sent }, BRAND.id));
    expect(screen.getAllByText('See you on Friday!')).toHaveLength(1);
    expect(
      requests.find((request) => request.url === '/messages/' && request.method === 'POST'),
    ).toMatchObject({ body: { receiver: NUSRAT, content: 'See you on Friday!' } });
  });

  it("shows the server's refusal and keeps the message with Retry, which sends it again", async () => {
    let calls = 0;
    showMessaging({
      routes: {
        'POST /messages/': (request) => {
          calls += 1;
          return calls === 1
            ? {
                status: 403,
                data: { error: 'This user’s account is no longer active.' },
              }
            : {
                status: 201,
                data: message(
                  11,
                  BRAND.id,
                  NUSRAT,
                  String((request.body as { content: string }).content),
                ),
              };
        },
      },
      url: `/messages?with=${NUSRAT}`,
    });
    await screen.findByText('Posted the second reel!');
    const user = userEvent.setup();

    await user.type(messageBox(), 'Are you still there?{Enter}');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This user’s account is no longer active.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getAllByText('Are you still there?')).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it("says 'Failed to send message' when no answer came, and Discard drops the message", async () => {
    showMessaging({
      routes: { 'POST /messages/': { status: 502 } },
      url: `/messages?with=${NUSRAT}`,
    });
    await screen.findByText('Posted the second reel!');
    const user = userEvent.setup();

    await user.type(messageBox(), 'Lost in the network{Enter}');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to send message');
    await user.click(within(failure).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Lost in the network')).not.toBeInTheDocument();
  });
});

describe('starting a conversation', () => {
  it('starts one with an available connection through the server and opens it', async () => {
    const { requests } = showMessaging({
      routes: {
        'POST /messages/start-conversation/': {
          status: 200,
          data: CONNECTIONS[2],
        },
      },
    });
    await userEvent.click(
      await (await section('Available Connections')).findByRole('button', { name: /dhaka_foodie/ }),
    );

    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'dhaka_foodie' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/messages?with=${FOODIE}`);
    expect(
      requests.find((request) => request.url === '/messages/start-conversation/'),
    ).toMatchObject({ method: 'POST', body: { receiver_id: FOODIE } });
  });

  it.each([
    [
      "the server's error",
      { status: 403, data: { error: 'This user’s account is no longer active.' } },
      'Failed to start conversation: This user’s account is no longer active.',
    ],
    [
      'the fallback without one',
      { status: 500 },
      'Failed to start conversation: Please check if this user has approved collaborations with you.',
    ],
  ])('on failure shows %s', async (_name, reply, sentence) => {
    showMessaging({ routes: { 'POST /messages/start-conversation/': reply } });
    await userEvent.click(
      await (await section('Available Connections')).findByRole('button', { name: /dhaka_foodie/ }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('heading', { name: 'Welcome to Messages' })).toBeInTheDocument();
  });
});

describe('links from elsewhere: /messages?with=<user id>', () => {
  it('opens the thread of a listed collaborator', async () => {
    showMessaging({ url: `/messages?with=${NUSRAT}` });
    expect(await screen.findByText('Posted the second reel!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'nusrat_styles' })).toBeInTheDocument();
  });

  it('looks up a user the list does not hold by starting the conversation', async () => {
    const later = connection(77, 'later_page', { has_existing_messages: false });
    const { requests } = showMessaging({
      routes: { 'POST /messages/start-conversation/': { status: 200, data: later } },
      url: '/messages?with=77',
    });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'later_page' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/messages/start-conversation/')).toEqual([
      expect.objectContaining({ body: { receiver_id: 77 } }),
    ]);
  });

  it('explains why a user who is no collaborator cannot be messaged', async () => {
    showMessaging({
      routes: {
        'POST /messages/start-conversation/': {
          status: 403,
          data: { error: 'You can only message users you have an approved collaboration with.' },
        },
      },
      url: '/messages?with=99',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to start conversation: You can only message users you have an approved collaboration with.',
    );
    await waitFor(() => expect(currentLocation()).toBe('/messages'));
  });
});

describe('real time', () => {
  it('shows a new message in the open thread and counts one in another conversation', async () => {
    const { queryClient, requests } = showMessaging({ url: `/messages?with=${NUSRAT}` });
    await screen.findByText('Posted the second reel!');
    await waitFor(() => expect(requests.some((r) => r.url === '/messages/read/')).toBe(true));

    act(() =>
      applyEventToCache(
        queryClient,
        { type: 'message', message: message(20, NUSRAT, BRAND.id, 'Live from the shoot!') },
        BRAND.id,
      ),
    );
    act(() =>
      applyEventToCache(
        queryClient,
        { type: 'message', message: message(21, TANVIR, BRAND.id, 'Unboxing is up.') },
        BRAND.id,
      ),
    );

    expect(await screen.findByText('Live from the shoot!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /tanvir_tech/ })).toHaveTextContent('1 unread');
    // The open thread is read at once, up to the new message.
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/messages/read/').map((r) => r.body)).toEqual([
        { with: NUSRAT, up_to: 3 },
        { with: NUSRAT, up_to: 20 },
      ]),
    );
  });
});

describe('on a phone (360 px)', () => {
  beforeEach(() => setViewportWidth(PHONE_WIDTH));

  it('shows the list, then the thread alone with Back to the list', async () => {
    showMessaging();
    const user = userEvent.setup();
    expect(screen.queryByRole('heading', { name: 'Welcome to Messages' })).not.toBeInTheDocument();

    await user.click(
      await (await section('Active Conversations')).findByRole('button', { name: /nusrat_styles/ }),
    );
    expect(await screen.findByText('Posted the second reel!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversations' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('region', { name: 'Conversations' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/messages');
  });
});
