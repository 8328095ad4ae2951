import { and, eq, sql } from 'drizzle-orm';
import type { Collaboration, CollaborationStatus } from '@portal/shared/contract/collaborations';
import { campaigns, ledgerEntries, notifications, refunds } from '../db/schema';
import { recordingBus } from '../test/recording-bus';
import { transactionWithEvents } from '../realtime/after-commit';
import {
  acceptedApplication,
  injectAs,
  confirmedPayment,
  insertApplication,
  insertCampaign,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import {
  AWAITING_ANSWER,
  CHANGES_PENDING,
  COLLABORATION_NOT_FOUND,
  createCollaborationService,
  ENDED,
  IN_DISPUTE,
  NO_ROUNDS_LEFT,
  NOT_PAID_YET,
  NOTHING_DELIVERED,
  NOTHING_TO_RETURN,
  ONLY_UNDELIVERED,
  RELEASED_WHEN_DUE,
  TOO_EARLY_TO_CANCEL,
} from './service';

/** The collaboration's lifecycle through HTTP on the real database (see docs/money.md). */

/** The system time, unless a test pins it. */
let pinned: Date | undefined;
const clock = () => pinned ?? new Date();

interface World {
  t: TestApp;
  bus: ReturnType<typeof recordingBus>;
  brand: SignedIn;
  otherBrand: SignedIn;
  influencer: SignedIn;
  otherInfluencer: SignedIn;
  admin: SignedIn;
  otherAdmin: SignedIn;
}

async function startWorld(revisionRounds: number, escrowAutoReleaseHours = 72): Promise<World> {
  const bus = recordingBus();
  const t = await startTestApp(
    { platformFeePercent: 10, revisionRounds, escrowAutoReleaseHours },
    undefined,
    { events: bus, clock, autoRelease: false },
  );
  return {
    t,
    bus,
    brand: await registerUser(t.app, 'brand'),
    otherBrand: await registerUser(t.app, 'brand'),
    influencer: await registerUser(t.app, 'influencer'),
    otherInfluencer: await registerUser(t.app, 'influencer'),
    admin: await registerAdmin(t.app, t.database.db),
    otherAdmin: await registerAdmin(t.app, t.database.db),
  };
}

function client(w: World) {
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, user: SignedIn, payload?: unknown) =>
    injectAs(w.t.app, method, path, user, payload);
  const work = { links: [{ url: 'https://www.instagram.com/p/abc', platform: 'instagram' }] };
  return {
    view: (user: SignedIn, id: number) => call('GET', `/applications/${id}/`, user),
    deliver: (user: SignedIn, id: number, payload: unknown = work) =>
      call('POST', `/applications/${id}/deliveries/`, user, payload),
    answer: (user: SignedIn, id: number, payload: unknown) =>
      call('PUT', `/applications/${id}/delivery/`, user, payload),
    approve: (user: SignedIn, id: number) =>
      call('PUT', `/applications/${id}/delivery/`, user, { decision: 'approved' }),
    askChanges: (user: SignedIn, id: number) =>
      call('PUT', `/applications/${id}/delivery/`, user, {
        decision: 'changes_requested',
        reason: 'Please show the product label.',
      }),
    dispute: (user: SignedIn, id: number, reason = 'The post was not what we agreed.') =>
      call('POST', `/applications/${id}/dispute/`, user, { reason }),
    withdraw: (user: SignedIn, id: number) => call('POST', `/applications/${id}/withdraw/`, user),
    cancel: (user: SignedIn, id: number) => call('POST', `/applications/${id}/cancel/`, user),
    balance: async (user: SignedIn) =>
      (await call('GET', '/influencer/balance/', user)).json() as {
        balance: string;
        in_escrow: string;
      },
    moneySpent: async (user: SignedIn) =>
      ((await call('GET', '/dashboard/brand/', user)).json() as { stats: { money_spent: string } })
        .stats.money_spent,
    statement: async (user: SignedIn) =>
      (await call('GET', '/statement/', user)).json() as {
        kind: string;
        direction: string;
        amount: string;
        application_id: number | null;
      }[],
  };
}

/** The notifications of `kind` about a campaign, whoever received them. */
async function notesAbout(w: World, kind: string, campaign: string) {
  const rows = await w.t.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.kind, kind), sql`${notifications.params}->>'campaign' = ${campaign}`),
    )
    .orderBy(notifications.id);
  return rows.map((row) => ({ userId: row.userId, params: row.params, link: row.link }));
}

/** The `collaboration` events published about one collaboration, in order. */
function stateEvents(w: World, applicationId: number) {
  return w.bus.published.flatMap(({ userId, event }) =>
    event.type === 'collaboration' && event.application_id === applicationId
      ? [{ userId, status: event.status }]
      : [],
  );
}

/** The `collaboration` events of a change both parties and every admin are told of. */
function toEveryone(w: World, status: CollaborationStatus) {
  return [w.brand, w.influencer, w.admin, w.otherAdmin].map((user) => ({
    userId: user.user.id,
    status,
  }));
}

/** The notifications of a change told to one party (linked to the page) and to every admin. */
/** The id of the refund a collaboration's settlement left for the admin. */
async function refundIdOf(w: World, applicationId: number): Promise<number | undefined> {
  const [row] = await w.t.database.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.applicationId, applicationId));
  return row?.id;
}

function toPartyAndAdmins(
  w: World,
  party: SignedIn,
  params: Record<string, unknown>,
  applicationId: number,
  adminLink: string,
) {
  return [
    {
      userId: party.user.id,
      params: { ...params, to: 'party' },
      link: `/collaborations/${applicationId}`,
    },
    ...[w.admin, w.otherAdmin].map((admin) => ({
      userId: admin.user.id,
      params: { ...params, to: 'admin' },
      link: adminLink,
    })),
  ];
}

function ledgerOf(w: World, applicationId: number) {
  return w.t.database.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicationId, applicationId))
    .orderBy(ledgerEntries.id);
}

const conflictWith = (error: string) => ({ statusCode: 409, body: { error } });
const answerOf = (response: { statusCode: number; json(): unknown }) => ({
  statusCode: response.statusCode,
  body: response.json(),
});

afterEach(() => {
  pinned = undefined;
});

describe('with REVISION_ROUNDS=2 and a 10% fee', () => {
  let w: World;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    w = await startWorld(2);
    api = client(w);
  });
  afterAll(() => w.t.close());

  /** A collaboration the admin funded: `amount` held in escrow. */
  async function funded(amount = '1000.00') {
    const { applicationId } = await confirmedPayment(
      w.t.app,
      w.t.database.db,
      { brand: w.brand, influencer: w.influencer, admin: w.admin },
      amount,
    );
    const collaboration = (await api.view(w.brand, applicationId)).json() as Collaboration;
    return { id: applicationId, campaign: collaboration.campaign_title, collaboration };
  }

  async function delivered(amount?: string) {
    const collaboration = await funded(amount);
    expect((await api.deliver(w.influencer, collaboration.id)).statusCode).toBe(201);
    return collaboration;
  }

  async function changesRequested() {
    const collaboration = await delivered();
    expect((await api.askChanges(w.brand, collaboration.id)).statusCode).toBe(200);
    return collaboration;
  }

  async function released() {
    const collaboration = await delivered();
    expect((await api.approve(w.brand, collaboration.id)).statusCode).toBe(200);
    return collaboration;
  }

  async function disputed() {
    const collaboration = await delivered();
    expect((await api.dispute(w.brand, collaboration.id)).statusCode).toBe(201);
    return collaboration;
  }

  async function awaitingPayment() {
    const { application } = await acceptedApplication(
      w.t.database.db,
      w.brand.user.id,
      w.influencer.user.id,
      '1000.00',
    );
    return application.id;
  }

  describe('GET /api/applications/{id}/', () => {
    it('shows a funded collaboration to its brand, its influencer and any admin', async () => {
      const { id, collaboration } = await funded('1234.57');
      expect(collaboration).toMatchObject({
        id,
        origin: 'application',
        brand: w.brand.user.id,
        brand_name: w.brand.user.username,
        influencer: w.influencer.user.id,
        influencer_name: w.influencer.user.username,
        amount: '1234.57',
        platform_fee: '123.46',
        influencer_receives: '1111.11',
        status: 'in_escrow',
        payment: { status: 'confirmed', payment_method: 'bkash' },
        deliveries: [],
        revision_rounds_left: 2,
        auto_release_at: null,
        dispute: null,
        refund: null,
        released_amount: '0.00',
        refunded_amount: '0.00',
      });
      expect(collaboration.timeline.map((entry) => entry.event)).toEqual(['paid', 'in_escrow']);
      expect(stateEvents(w, id)).toEqual([
        { userId: w.brand.user.id, status: 'in_escrow' },
        { userId: w.influencer.user.id, status: 'in_escrow' },
      ]);
      // The review block is the signed-in party's (see docs/collaboration.md); an admin has none.
      const notEnded = { can_review: false, review_until: null, mine: null, theirs: null };
      expect(collaboration.review).toEqual(notEnded);
      for (const user of [w.influencer, w.admin, w.otherAdmin]) {
        const response = await api.view(user, id);
        expect(response.statusCode).toBe(200);
        const review = user === w.influencer ? notEnded : null;
        expect(response.json()).toEqual({ ...collaboration, review });
      }
    });

    it('shows an accepted, unpaid application as awaiting_payment', async () => {
      const id = await awaitingPayment();
      const response = await api.view(w.influencer, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'awaiting_payment',
        amount: '1000.00',
        platform_fee: '100.00',
        payment: null,
        cancellable_from: null,
      });
    });

    it('answers 404 to another brand, another influencer, and for pending or rejected applications', async () => {
      const { id } = await funded();
      for (const user of [w.otherBrand, w.otherInfluencer]) {
        expect(answerOf(await api.view(user, id))).toEqual({
          statusCode: 404,
          body: { error: COLLABORATION_NOT_FOUND },
        });
      }
      const campaign = await insertCampaign(w.t.database.db, { brandId: w.brand.user.id });
      for (const [status, applicant] of [
        ['pending', w.influencer],
        ['rejected', w.otherInfluencer],
      ] as const) {
        const application = await insertApplication(w.t.database.db, {
          campaignId: campaign.id,
          influencerId: applicant.user.id,
          status,
        });
        for (const user of [w.brand, applicant, w.admin]) {
          expect((await api.view(user, application.id)).statusCode).toBe(404);
        }
      }
      expect((await api.view(w.admin, 999_999)).statusCode).toBe(404);
    });
  });

  describe('POST /api/applications/{id}/deliveries/', () => {
    it('records the work, starts the auto-release timer and tells the brand', async () => {
      const { id, campaign } = await funded();
      const before = Date.now();
      const response = await api.deliver(w.influencer, id, {
        links: [
          { url: '  https://www.facebook.com/reel/1 ', platform: 'facebook' },
          { url: 'http://files.example.com/cut.mp4', platform: '' },
          { url: 'https://youtu.be/x' },
        ],
        note: '  Both posts are live.  ',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        links: [
          { url: 'https://www.facebook.com/reel/1', platform: 'facebook' },
          { url: 'http://files.example.com/cut.mp4', platform: null },
          { url: 'https://youtu.be/x', platform: null },
        ],
        note: 'Both posts are live.',
        submitted_at: expect.any(String),
        decision: null,
        reason: null,
        decided_at: null,
        auto_released: false,
      });
      const view = (await api.view(w.brand, id)).json() as Collaboration;
      expect(view.status).toBe('delivered');
      expect(view.cancellable_from).toBeNull();
      const releaseAt = Date.parse(view.auto_release_at ?? '');
      const submittedAt = Date.parse(view.deliveries[0]?.submitted_at ?? '');
      expect(submittedAt).toBeGreaterThanOrEqual(before);
      expect(releaseAt - submittedAt).toBe(72 * 60 * 60 * 1000);
      // The note shows with the delivery; a timeline reason is only a request's or a dispute's.
      expect(view.deliveries[0]?.note).toBe('Both posts are live.');
      expect(view.timeline.at(-1)).toMatchObject({ event: 'delivered', reason: null });
      expect(await notesAbout(w, 'delivery_submitted', campaign)).toEqual([
        {
          userId: w.brand.user.id,
          params: { influencer: w.influencer.user.username, campaign },
          link: `/collaborations/${id}`,
        },
      ]);
      expect(stateEvents(w, id).slice(-2)).toEqual([
        { userId: w.brand.user.id, status: 'delivered' },
        { userId: w.influencer.user.id, status: 'delivered' },
      ]);
    });

    it('completes a link typed without its scheme to https://, and keeps it so', async () => {
      const { id } = await funded();
      const response = await api.deliver(w.influencer, id, {
        links: [
          { url: 'instagram.com/p/abc', platform: 'instagram' },
          { url: ' www.facebook.com:443/reel/1 ' },
          { url: '//youtu.be/x' },
        ],
      });
      expect(response.statusCode).toBe(201);
      const completed = [
        { url: 'https://instagram.com/p/abc', platform: 'instagram' },
        { url: 'https://www.facebook.com:443/reel/1', platform: null },
        { url: 'https://youtu.be/x', platform: null },
      ];
      expect((response.json() as { links: unknown }).links).toEqual(completed);
      const view = (await api.view(w.brand, id)).json() as Collaboration;
      expect(view.deliveries[0]?.links).toEqual(completed);
    });

    it('takes up to 10 links and a note up to 2000 characters', async () => {
      const { id } = await funded();
      const links = Array.from({ length: 10 }, (_, n) => ({ url: `https://example.com/${n}` }));
      const response = await api.deliver(w.influencer, id, { links, note: 'n'.repeat(2000) });
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['no links', { links: [] }, 'links', 'Add at least one link.'],
      [
        '11 links',
        { links: Array.from({ length: 11 }, (_, n) => ({ url: `https://example.com/${n}` })) },
        'links',
        'Add at most 10 links.',
      ],
      [
        'a link that is not http(s)',
        { links: [{ url: 'javascript:alert(1)' }] },
        'links.0.url',
        'Enter a link that starts with http:// or https://.',
      ],
      [
        'a data: link',
        { links: [{ url: 'data:text/html,<script>alert(1)</script>' }] },
        'links.0.url',
        'Enter a link that starts with http:// or https://.',
      ],
      [
        'a word without a domain',
        { links: [{ url: 'mypost' }] },
        'links.0.url',
        'Enter a link that starts with http:// or https://.',
      ],
      [
        'a link that is not a URL',
        { links: [{ url: 'my instagram post' }] },
        'links.0.url',
        'Enter a link that starts with http:// or https://.',
      ],
      [
        'an unknown platform',
        { links: [{ url: 'https://example.com/', platform: 'myspace' }] },
        'links.0.platform',
        undefined,
      ],
      [
        'a note over 2000 characters',
        { links: [{ url: 'https://example.com/' }], note: 'n'.repeat(2001) },
        'note',
        'A note is at most 2000 characters.',
      ],
    ])('answers 400 for %s with the field', async (_name, payload, field, message) => {
      const { id } = await funded();
      const response = await api.deliver(w.influencer, id, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { error: string; fields: Record<string, string[]> };
      expect(body.fields[field]).toEqual(message === undefined ? [expect.any(String)] : [message]);
      expect(((await api.view(w.brand, id)).json() as Collaboration).status).toBe('in_escrow');
    });

    it('refuses a delivery in the wrong state with its sentence', async () => {
      expect(answerOf(await api.deliver(w.influencer, await awaitingPayment()))).toEqual(
        conflictWith(NOT_PAID_YET),
      );
      expect(answerOf(await api.deliver(w.influencer, (await delivered()).id))).toEqual(
        conflictWith(AWAITING_ANSWER),
      );
      expect(answerOf(await api.deliver(w.influencer, (await disputed()).id))).toEqual(
        conflictWith(IN_DISPUTE),
      );
      expect(answerOf(await api.deliver(w.influencer, (await released()).id))).toEqual(
        conflictWith(ENDED),
      );
    });

    it('is for the influencer of the collaboration only', async () => {
      const { id } = await funded();
      expect((await api.deliver(w.brand, id)).statusCode).toBe(403);
      expect((await api.deliver(w.admin, id)).statusCode).toBe(403);
      expect((await api.deliver(w.otherInfluencer, id)).statusCode).toBe(404);
    });
  });

  describe("PUT /api/applications/{id}/delivery/ (the brand's answer)", () => {
    it('approves: the amount less the fee joins the balance, once', async () => {
      const { id, campaign } = await delivered('1000.00');
      const balanceBefore = await api.balance(w.influencer);
      const response = await api.approve(w.brand, id);
      expect(response.statusCode).toBe(200);
      const view = response.json() as Collaboration;
      expect(view).toMatchObject({
        status: 'released',
        released_amount: '900.00',
        refunded_amount: '0.00',
        auto_release_at: null,
        deliveries: [{ decision: 'approved', reason: null, auto_released: false }],
      });
      expect(view.timeline.slice(-2)).toEqual([
        { event: 'approved', at: expect.any(String), reason: null, amount: null },
        { event: 'released', at: expect.any(String), reason: null, amount: '900.00' },
      ]);
      const balanceAfter = await api.balance(w.influencer);
      expect(Number(balanceAfter.balance) - Number(balanceBefore.balance)).toBeCloseTo(900, 2);
      // In escrow is what the influencer will receive, after the fee: it moves to the balance whole.
      expect(Number(balanceBefore.in_escrow) - Number(balanceAfter.in_escrow)).toBeCloseTo(900, 2);
      expect(await ledgerOf(w, id)).toEqual([
        { kind: 'held', amount: '1000.00' },
        { kind: 'released', amount: '900.00' },
        { kind: 'fee', amount: '100.00' },
      ]);
      const common = { campaign, amount: '1000.00', auto: false };
      expect(await notesAbout(w, 'collaboration_released', campaign)).toEqual([
        {
          userId: w.influencer.user.id,
          params: { to: 'influencer', brand: w.brand.user.username, ...common },
          link: `/collaborations/${id}`,
        },
        {
          userId: w.brand.user.id,
          params: { to: 'brand', influencer: w.influencer.user.username, ...common },
          link: `/collaborations/${id}`,
        },
      ]);
      expect(stateEvents(w, id).slice(-2)).toEqual([
        { userId: w.brand.user.id, status: 'released' },
        { userId: w.influencer.user.id, status: 'released' },
      ]);
      expect(answerOf(await api.approve(w.brand, id))).toEqual(conflictWith(ENDED));
      expect(await ledgerOf(w, id)).toHaveLength(3);
    });

    it('asks for changes with a reason: the timer stops and the influencer is told', async () => {
      const { id, campaign } = await delivered();
      const response = await api.answer(w.brand, id, {
        decision: 'changes_requested',
        reason: '  Please show the product label.  ',
      });
      expect(response.statusCode).toBe(200);
      const view = response.json() as Collaboration;
      expect(view).toMatchObject({
        status: 'changes_requested',
        revision_rounds_left: 1,
        auto_release_at: null,
        deliveries: [{ decision: 'changes_requested', reason: 'Please show the product label.' }],
      });
      expect(view.timeline.at(-1)).toMatchObject({
        event: 'changes_requested',
        reason: 'Please show the product label.',
      });
      expect(await notesAbout(w, 'delivery_reviewed', campaign)).toEqual([
        {
          userId: w.influencer.user.id,
          params: {
            brand: w.brand.user.username,
            campaign,
            reason: 'Please show the product label.',
          },
          link: `/collaborations/${id}`,
        },
      ]);
      expect(stateEvents(w, id).slice(-2)).toEqual([
        { userId: w.brand.user.id, status: 'changes_requested' },
        { userId: w.influencer.user.id, status: 'changes_requested' },
      ]);
      expect(await ledgerOf(w, id)).toEqual([{ kind: 'held', amount: '1000.00' }]);
    });

    it.each([
      ['no reason', { decision: 'changes_requested' }, 'reason'],
      [
        'a reason of 9 characters',
        { decision: 'changes_requested', reason: '123456789' },
        'reason',
      ],
      ['a reason over 1000', { decision: 'changes_requested', reason: 'r'.repeat(1001) }, 'reason'],
      ['an unknown decision', { decision: 'rejected' }, 'decision'],
    ])('answers 400 for %s', async (_name, payload, field) => {
      const { id } = await delivered();
      const response = await api.answer(w.brand, id, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys((response.json() as { fields: object }).fields)).toEqual([field]);
      expect(((await api.view(w.brand, id)).json() as Collaboration).status).toBe('delivered');
    });

    it('allows REVISION_ROUNDS requests, then only approval or a dispute', async () => {
      const { id } = await delivered();
      for (const left of [1, 0]) {
        const asked = await api.askChanges(w.brand, id);
        expect(asked.statusCode).toBe(200);
        expect((asked.json() as Collaboration).revision_rounds_left).toBe(left);
        expect((await api.deliver(w.influencer, id)).statusCode).toBe(201);
      }
      expect(answerOf(await api.askChanges(w.brand, id))).toEqual(conflictWith(NO_ROUNDS_LEFT));
      const view = (await api.view(w.brand, id)).json() as Collaboration;
      expect(view).toMatchObject({ status: 'delivered', revision_rounds_left: 0 });
      expect(view.deliveries).toHaveLength(3);
      expect(view.auto_release_at).not.toBeNull();
      expect((await api.approve(w.brand, id)).statusCode).toBe(200);
    });

    it('lets the brand dispute after the last request', async () => {
      const { id } = await delivered();
      for (let round = 0; round < 2; round += 1) {
        await api.askChanges(w.brand, id);
        await api.deliver(w.influencer, id);
      }
      expect((await api.askChanges(w.brand, id)).statusCode).toBe(409);
      expect((await api.dispute(w.brand, id)).statusCode).toBe(201);
    });

    it('refuses an answer in the wrong state with its sentence', async () => {
      expect(answerOf(await api.approve(w.brand, await awaitingPayment()))).toEqual(
        conflictWith(NOT_PAID_YET),
      );
      expect(answerOf(await api.approve(w.brand, (await funded()).id))).toEqual(
        conflictWith(NOTHING_DELIVERED),
      );
      expect(answerOf(await api.approve(w.brand, (await changesRequested()).id))).toEqual(
        conflictWith(CHANGES_PENDING),
      );
      expect(answerOf(await api.askChanges(w.brand, (await disputed()).id))).toEqual(
        conflictWith(IN_DISPUTE),
      );
    });

    it('is for the brand of the collaboration only', async () => {
      const { id } = await delivered();
      expect((await api.approve(w.influencer, id)).statusCode).toBe(403);
      expect((await api.approve(w.admin, id)).statusCode).toBe(403);
      expect((await api.approve(w.otherBrand, id)).statusCode).toBe(404);
      expect(((await api.view(w.brand, id)).json() as Collaboration).status).toBe('delivered');
    });
  });

  describe('POST /api/applications/{id}/dispute/', () => {
    it.each([
      ['in_escrow', 'brand', funded],
      ['delivered', 'influencer', delivered],
      ['changes_requested', 'influencer', changesRequested],
      ['delivered', 'brand', delivered],
    ] as const)(
      'opens from %s by the %s: timers stop, the other party and every admin are told',
      async (statusBefore, by, setUp) => {
        const { id, campaign } = await setUp();
        const opener = by === 'brand' ? w.brand : w.influencer;
        const other = by === 'brand' ? w.influencer : w.brand;
        const response = await api.dispute(opener, id, '  The post was taken down.  ');
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({
          id: expect.any(Number),
          application_id: id,
          opened_by: by,
          opened_by_name: opener.user.username,
          reason: 'The post was taken down.',
          opened_at: expect.any(String),
          status_before: statusBefore,
          outcome: null,
          influencer_amount: null,
          brand_amount: null,
          decision_reason: null,
          decided_at: null,
          cancel_agreed_by: [],
          statements: [
            {
              id: 0,
              by,
              by_name: opener.user.username,
              text: 'The post was taken down.',
              links: [],
              at: expect.any(String),
            },
          ],
        });
        const view = (await api.view(other, id)).json() as Collaboration;
        expect(view).toMatchObject({ status: 'disputed', auto_release_at: null });
        expect(view.dispute).toEqual(response.json());
        expect(view.timeline.at(-1)).toMatchObject({
          event: 'disputed',
          reason: 'The post was taken down.',
        });
        const params = { by: opener.user.username, campaign };
        expect(await notesAbout(w, 'dispute_opened', campaign)).toEqual(
          toPartyAndAdmins(
            w,
            other,
            params,
            id,
            `/admin-panel?tab=disputes&status=open&id=${response.json().id}`,
          ),
        );
        expect(stateEvents(w, id).slice(-4)).toEqual(toEveryone(w, 'disputed'));
      },
    );

    it('refuses a dispute before payment, once ended and while one is open', async () => {
      expect(answerOf(await api.dispute(w.brand, await awaitingPayment()))).toEqual(
        conflictWith(NOT_PAID_YET),
      );
      expect(answerOf(await api.dispute(w.influencer, (await released()).id))).toEqual(
        conflictWith(ENDED),
      );
      const { id } = await funded();
      expect((await api.withdraw(w.influencer, id)).statusCode).toBe(200);
      expect(answerOf(await api.dispute(w.brand, id))).toEqual(conflictWith(ENDED));
      expect(answerOf(await api.dispute(w.influencer, (await disputed()).id))).toEqual(
        conflictWith(IN_DISPUTE),
      );
    });

    it('needs a reason of 10-1000 characters, from a party', async () => {
      const { id } = await funded();
      for (const reason of ['too short', 'r'.repeat(1001)]) {
        const response = await api.dispute(w.brand, id, reason);
        expect(response.statusCode).toBe(400);
        expect(Object.keys((response.json() as { fields: object }).fields)).toEqual(['reason']);
      }
      expect((await api.dispute(w.admin, id)).statusCode).toBe(403);
      expect((await api.dispute(w.otherBrand, id)).statusCode).toBe(404);
      expect((await api.dispute(w.otherInfluencer, id)).statusCode).toBe(404);
      expect(((await api.view(w.brand, id)).json() as Collaboration).status).toBe('in_escrow');
    });
  });

  describe('POST /api/applications/{id}/withdraw/ (the influencer steps back)', () => {
    it.each([
      ['in_escrow', funded],
      ['delivered', delivered],
      ['changes_requested', changesRequested],
    ] as const)('from %s returns the escrow to the brand', async (_status, setUp) => {
      const { id, campaign } = await setUp();
      const spentBefore = await api.moneySpent(w.brand);
      const response = await api.withdraw(w.influencer, id);
      expect(response.statusCode).toBe(200);
      const view = response.json() as Collaboration;
      expect(view).toMatchObject({
        status: 'refunded',
        released_amount: '0.00',
        refunded_amount: '1000.00',
        auto_release_at: null,
        refund: {
          application_id: id,
          amount: '1000.00',
          cause: 'withdrawn',
          status: 'pending',
          paid_with: 'bkash',
          transaction_id: null,
          sent_at: null,
        },
      });
      expect(view.timeline.slice(-2).map((entry) => [entry.event, entry.amount])).toEqual([
        ['stepped_back', null],
        ['refunded', '1000.00'],
      ]);
      expect(await ledgerOf(w, id)).toEqual([
        { kind: 'held', amount: '1000.00' },
        { kind: 'refunded', amount: '1000.00' },
      ]);
      const rows = await w.t.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.applicationId, id));
      expect(rows).toMatchObject([{ brandId: w.brand.user.id, status: 'pending' }]);
      expect(Number(spentBefore) - Number(await api.moneySpent(w.brand))).toBeCloseTo(1000, 2);
      expect(
        (await api.statement(w.brand)).filter((line) => line.application_id === id),
      ).toMatchObject([
        { kind: 'refund', direction: 'in', amount: '1000.00' },
        { kind: 'payment', direction: 'out', amount: '1000.00' },
      ]);
      const params = {
        cause: 'withdrawn',
        campaign,
        amount: '1000.00',
        by: w.influencer.user.username,
      };
      expect(await notesAbout(w, 'collaboration_refunded', campaign)).toEqual(
        toPartyAndAdmins(
          w,
          w.brand,
          params,
          id,
          `/admin-panel?tab=refunds&status=pending&id=${rows[0]?.id}`,
        ),
      );
      expect(stateEvents(w, id).slice(-4)).toEqual(toEveryone(w, 'refunded'));
    });

    it('refuses before payment, in dispute and once ended', async () => {
      expect(answerOf(await api.withdraw(w.influencer, await awaitingPayment()))).toEqual(
        conflictWith(NOTHING_TO_RETURN),
      );
      expect(answerOf(await api.withdraw(w.influencer, (await disputed()).id))).toEqual(
        conflictWith(IN_DISPUTE),
      );
      const { id } = await released();
      expect(answerOf(await api.withdraw(w.influencer, id))).toEqual(conflictWith(ENDED));
      expect(await ledgerOf(w, id)).toHaveLength(3);
    });

    it('is for the influencer of the collaboration only', async () => {
      const { id } = await funded();
      expect((await api.withdraw(w.brand, id)).statusCode).toBe(403);
      expect((await api.withdraw(w.otherInfluencer, id)).statusCode).toBe(404);
    });
  });

  describe('POST /api/applications/{id}/cancel/ (the brand cancels)', () => {
    it('21 days after the payment when the campaign has no deadline', async () => {
      const { id, campaign, collaboration } = await funded();
      const from = Date.parse(collaboration.cancellable_from ?? '');
      const fundedAt = collaboration.timeline.find((entry) => entry.event === 'in_escrow')?.at;
      expect(from - Date.parse(fundedAt ?? '')).toBe(21 * 24 * 60 * 60 * 1000);
      pinned = new Date(from - 1);
      expect(answerOf(await api.cancel(w.brand, id))).toEqual(conflictWith(TOO_EARLY_TO_CANCEL));
      pinned = new Date(from);
      const response = await api.cancel(w.brand, id);
      expect(response.statusCode).toBe(200);
      const view = response.json() as Collaboration;
      expect(view).toMatchObject({
        status: 'refunded',
        cancellable_from: null,
        refunded_amount: '1000.00',
        refund: { cause: 'cancelled', status: 'pending', amount: '1000.00' },
      });
      expect(view.timeline.slice(-2).map((entry) => [entry.event, entry.at])).toEqual([
        ['cancelled', new Date(from).toISOString()],
        ['refunded', new Date(from).toISOString()],
      ]);
      const params = { cause: 'cancelled', campaign, amount: '1000.00', by: w.brand.user.username };
      expect(await notesAbout(w, 'collaboration_refunded', campaign)).toEqual(
        toPartyAndAdmins(
          w,
          w.influencer,
          params,
          id,
          `/admin-panel?tab=refunds&status=pending&id=${await refundIdOf(w, id)}`,
        ),
      );
      expect(stateEvents(w, id).slice(-4)).toEqual(toEveryone(w, 'refunded'));
      expect(answerOf(await api.cancel(w.brand, id))).toEqual(conflictWith(ENDED));
    });

    it('7 days after the end of the deadline day in Dhaka', async () => {
      const { id, collaboration } = await funded();
      await w.t.database.db
        .update(campaigns)
        .set({ deadline: '2026-03-10' })
        .where(eq(campaigns.id, collaboration.campaign));
      const view = (await api.view(w.brand, id)).json() as Collaboration;
      // 2026-03-10 ends at 18:00 UTC in Dhaka; 7 days later.
      expect(view.cancellable_from).toBe('2026-03-17T18:00:00.000Z');
      pinned = new Date('2026-03-17T17:59:59.999Z');
      expect(answerOf(await api.cancel(w.brand, id))).toEqual(conflictWith(TOO_EARLY_TO_CANCEL));
      pinned = new Date('2026-03-17T18:00:00.000Z');
      expect((await api.cancel(w.brand, id)).statusCode).toBe(200);
    });

    it('never after a delivery, nor before payment', async () => {
      pinned = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
      expect(answerOf(await api.cancel(w.brand, await awaitingPayment()))).toEqual(
        conflictWith(NOT_PAID_YET),
      );
      pinned = undefined;
      const { id } = await changesRequested();
      pinned = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
      expect(answerOf(await api.cancel(w.brand, id))).toEqual(conflictWith(ONLY_UNDELIVERED));
      pinned = undefined;
      expect((await api.deliver(w.influencer, id)).statusCode).toBe(201);
      expect(answerOf(await api.cancel(w.brand, id))).toEqual(conflictWith(ONLY_UNDELIVERED));
      // Long after, the delivery nobody answered is the influencer's.
      pinned = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
      expect(answerOf(await api.cancel(w.brand, id))).toEqual(conflictWith(RELEASED_WHEN_DUE));
    });

    it('is for the brand of the collaboration only', async () => {
      const { id } = await funded();
      pinned = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
      expect((await api.cancel(w.influencer, id)).statusCode).toBe(403);
      expect((await api.cancel(w.otherBrand, id)).statusCode).toBe(404);
    });
  });
});

describe('with REVISION_ROUNDS=0', () => {
  let w: World;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    w = await startWorld(0);
    api = client(w);
  });
  afterAll(() => w.t.close());

  it('refuses the first request for changes; approval and disputes stay open', async () => {
    const parties = { brand: w.brand, influencer: w.influencer, admin: w.admin };
    const first = await confirmedPayment(w.t.app, w.t.database.db, parties, '500.00');
    expect((await api.deliver(w.influencer, first.applicationId)).statusCode).toBe(201);
    const view = (await api.view(w.brand, first.applicationId)).json() as Collaboration;
    expect(view.revision_rounds_left).toBe(0);
    expect(answerOf(await api.askChanges(w.brand, first.applicationId))).toEqual(
      conflictWith(NO_ROUNDS_LEFT),
    );
    expect((await api.dispute(w.brand, first.applicationId)).statusCode).toBe(201);

    const second = await confirmedPayment(w.t.app, w.t.database.db, parties, '500.00');
    expect((await api.deliver(w.influencer, second.applicationId)).statusCode).toBe(201);
    expect((await api.askChanges(w.brand, second.applicationId)).statusCode).toBe(409);
    expect((await api.approve(w.brand, second.applicationId)).statusCode).toBe(200);
  });
});

describe('auto-release', () => {
  let w: World;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    w = await startWorld(2, 0.001);
    api = client(w);
  });
  afterAll(() => w.t.close());

  it('releases an unanswered delivery at its time, once, and the brand cannot approve after', async () => {
    const runner = createCollaborationService(
      w.t.database.db,
      w.t.config,
      transactionWithEvents(w.t.database.db, w.bus),
      clock,
    );
    const { applicationId: id } = await confirmedPayment(
      w.t.app,
      w.t.database.db,
      { brand: w.brand, influencer: w.influencer, admin: w.admin },
      '1000.00',
    );
    pinned = new Date('2030-01-01T00:00:00.000Z');
    expect((await api.deliver(w.influencer, id)).statusCode).toBe(201);
    const view = (await api.view(w.brand, id)).json() as Collaboration;
    // 0.001 hours = 3.6 s.
    expect(view.auto_release_at).toBe('2030-01-01T00:00:03.600Z');
    const campaign = view.campaign_title;

    pinned = new Date('2030-01-01T00:00:03.599Z');
    expect(await runner.releaseDue()).toBe(0);
    expect(((await api.view(w.brand, id)).json() as Collaboration).status).toBe('delivered');

    pinned = new Date('2030-01-01T00:00:03.600Z');
    expect(await runner.releaseDue()).toBe(1);
    expect(await runner.releaseDue()).toBe(0);
    const released = (await api.view(w.influencer, id)).json() as Collaboration;
    expect(released).toMatchObject({
      status: 'released',
      auto_release_at: null,
      released_amount: '900.00',
      deliveries: [{ decision: 'approved', auto_released: true }],
    });
    expect(released.timeline.slice(-2).map((entry) => [entry.event, entry.at])).toEqual([
      ['auto_released', '2030-01-01T00:00:03.600Z'],
      ['released', '2030-01-01T00:00:03.600Z'],
    ]);
    expect(await ledgerOf(w, id)).toEqual([
      { kind: 'held', amount: '1000.00' },
      { kind: 'released', amount: '900.00' },
      { kind: 'fee', amount: '100.00' },
    ]);
    expect((await api.balance(w.influencer)).balance).toBe('900.00');
    expect(
      (await notesAbout(w, 'collaboration_released', campaign)).map((note) => [
        note.userId,
        note.params.auto,
      ]),
    ).toEqual([
      [w.influencer.user.id, true],
      [w.brand.user.id, true],
    ]);
    expect(stateEvents(w, id).slice(-2)).toEqual([
      { userId: w.brand.user.id, status: 'released' },
      { userId: w.influencer.user.id, status: 'released' },
    ]);
    expect(answerOf(await api.approve(w.brand, id))).toEqual(conflictWith(RELEASED_WHEN_DUE));
  });

  it('does not release a delivery the brand asked changes for, nor one in dispute', async () => {
    const runner = createCollaborationService(
      w.t.database.db,
      w.t.config,
      transactionWithEvents(w.t.database.db, w.bus),
      clock,
    );
    const parties = { brand: w.brand, influencer: w.influencer, admin: w.admin };
    const changed = await confirmedPayment(w.t.app, w.t.database.db, parties, '300.00');
    const disputedOne = await confirmedPayment(w.t.app, w.t.database.db, parties, '300.00');
    pinned = new Date('2031-01-01T00:00:00.000Z');
    for (const { applicationId } of [changed, disputedOne]) {
      expect((await api.deliver(w.influencer, applicationId)).statusCode).toBe(201);
    }
    expect((await api.askChanges(w.brand, changed.applicationId)).statusCode).toBe(200);
    expect((await api.dispute(w.influencer, disputedOne.applicationId)).statusCode).toBe(201);
    pinned = new Date('2031-02-01T00:00:00.000Z');
    expect(await runner.releaseDue()).toBe(0);
    expect(((await api.view(w.brand, changed.applicationId)).json() as Collaboration).status).toBe(
      'changes_requested',
    );
    expect(
      ((await api.view(w.brand, disputedOne.applicationId)).json() as Collaboration).status,
    ).toBe('disputed');
  });
});
