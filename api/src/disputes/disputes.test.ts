import { and, eq, sql } from 'drizzle-orm';
import type { Collaboration, DisputeCase } from '@portal/shared/contract/collaborations';
import type { Message } from '@portal/shared/contract/messages';
import { ledgerEntries, notifications, refunds } from '../db/schema';
import { auditRowsOf } from '../test/audit-rows';
import {
  acceptedApplication,
  bearer,
  injectAs,
  confirmedPayment,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { AGREED_TO_CANCEL, DISPUTE_DECIDED, DISPUTE_NOT_FOUND } from './service';

/**
 * The admin's dispute queue and decisions through HTTP on the real database (see docs/money.md).
 */

let t: TestApp;
let brand: SignedIn;
let otherBrand: SignedIn;
let influencer: SignedIn;
let otherInfluencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 }, undefined, { autoRelease: false });
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  otherInfluencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, user: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, path, user, payload);

const decide = (id: number, payload: Record<string, unknown>, user: SignedIn = admin) =>
  call('PUT', `/admin/disputes/${id}/`, user, { reason: 'Seen both sides.', ...payload });

const list = async (query: string) =>
  (await call('GET', `/admin/disputes/${query}`, admin)).json() as DisputeCase[];

/** A funded, delivered collaboration the brand disputed. */
async function disputed(amount = '1000.00') {
  const { applicationId } = await confirmedPayment(
    t.app,
    t.database.db,
    { brand, influencer, admin },
    amount,
  );
  const delivered = await call('POST', `/applications/${applicationId}/deliveries/`, influencer, {
    links: [{ url: 'https://www.tiktok.com/@me/video/1' }],
  });
  expect(delivered.statusCode).toBe(201);
  const opened = await call('POST', `/applications/${applicationId}/dispute/`, brand, {
    reason: 'The video is not the one we agreed on.',
  });
  expect(opened.statusCode).toBe(201);
  const view = (
    await call('GET', `/applications/${applicationId}/`, brand)
  ).json() as Collaboration;
  return {
    applicationId,
    disputeId: (opened.json() as { id: number }).id,
    campaign: view.campaign_title,
  };
}

function ledgerOf(applicationId: number) {
  return t.database.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicationId, applicationId))
    .orderBy(ledgerEntries.id);
}

const refundsOf = (applicationId: number) =>
  t.database.db
    .select({ amount: refunds.amount, cause: refunds.cause, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.applicationId, applicationId));

const view = async (applicationId: number) =>
  (await call('GET', `/applications/${applicationId}/`, influencer)).json() as Collaboration;

describe('GET /api/admin/disputes/', () => {
  it('lists open disputes with their collaboration, then decided ones', async () => {
    const { disputeId, applicationId } = await disputed();
    const open = await list('?status=open');
    const entry = open.find((dispute) => dispute.id === disputeId);
    expect(entry).toMatchObject({
      application_id: applicationId,
      opened_by: 'brand',
      opened_by_name: brand.user.username,
      status_before: 'delivered',
      outcome: null,
      collaboration: {
        id: applicationId,
        status: 'disputed',
        brand_name: brand.user.username,
        influencer_name: influencer.user.username,
        deliveries: [{ links: [{ url: 'https://www.tiktok.com/@me/video/1', platform: null }] }],
      },
    });
    expect((await list('?status=decided')).map((dispute) => dispute.id)).not.toContain(disputeId);

    expect((await decide(disputeId, { outcome: 'release' })).statusCode).toBe(200);
    expect((await list('?status=open')).map((dispute) => dispute.id)).not.toContain(disputeId);
    const decided = (await list('?status=decided')).find((dispute) => dispute.id === disputeId);
    expect(decided).toMatchObject({ outcome: 'release', collaboration: { status: 'released' } });
    expect((await list('')).map((dispute) => dispute.id)).toContain(disputeId);
  });

  it('pages newest first with a Link header', async () => {
    await disputed();
    await disputed();
    const first = await call('GET', '/admin/disputes/?limit=1', admin);
    expect(first.statusCode).toBe(200);
    const [newest] = first.json() as DisputeCase[];
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await t.app.inject({ method: 'GET', url: next ?? '', headers: bearer(admin) });
    const [older] = second.json() as DisputeCase[];
    expect(older?.id).toBeLessThan(newest?.id ?? 0);
  });

  it('is for admins only', async () => {
    for (const user of [brand, influencer]) {
      expect((await call('GET', '/admin/disputes/', user)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/disputes/{id}/messages/', () => {
  it("shows only the pair's messages and writes the reading to the audit log", async () => {
    const { disputeId } = await disputed();
    await acceptedApplication(t.database.db, brand.user.id, otherInfluencer.user.id);
    await acceptedApplication(t.database.db, otherBrand.user.id, influencer.user.id);
    const send = async (from: SignedIn, to: SignedIn, content: string) =>
      expect(
        (await call('POST', '/messages/', from, { receiver: to.user.id, content })).statusCode,
      ).toBe(201);
    await send(brand, influencer, 'Where is the video?');
    await send(influencer, brand, 'It is posted now.');
    await send(brand, otherInfluencer, 'Another collaboration.');
    await send(otherBrand, influencer, 'Not this pair.');

    const response = await call('GET', `/admin/disputes/${disputeId}/messages/`, admin);
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as Message[]).map((message) => [message.sender, message.content]),
    ).toEqual([
      [influencer.user.id, 'It is posted now.'],
      [brand.user.id, 'Where is the video?'],
    ]);
    const audit = await auditRowsOf(t.database.db, 'dispute', disputeId);
    expect(audit).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'dispute.read_messages',
        after: { brand: brand.user.username, influencer: influencer.user.username },
      },
    ]);
  });

  it('answers 404 for an unknown dispute and 403 to the parties', async () => {
    expect((await call('GET', '/admin/disputes/999999/messages/', admin)).json()).toEqual({
      error: DISPUTE_NOT_FOUND,
    });
    const { disputeId } = await disputed();
    expect((await call('GET', `/admin/disputes/${disputeId}/messages/`, brand)).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /api/admin/disputes/{id}/', () => {
  it('releases all: the influencer gets the escrow less the fee', async () => {
    const { disputeId, applicationId, campaign } = await disputed('1000.00');
    const response = await decide(disputeId, {
      outcome: 'release',
      influencer_amount: '5.00',
      reason: '  The work was delivered.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: disputeId,
      outcome: 'release',
      influencer_amount: '1000.00',
      brand_amount: '0.00',
      decision_reason: 'The work was delivered.',
      decided_at: expect.any(String),
    });
    expect(await ledgerOf(applicationId)).toEqual([
      { kind: 'held', amount: '1000.00' },
      { kind: 'released', amount: '900.00' },
      { kind: 'fee', amount: '100.00' },
    ]);
    expect(await refundsOf(applicationId)).toEqual([]);
    const collaboration = await view(applicationId);
    expect(collaboration).toMatchObject({
      status: 'released',
      released_amount: '900.00',
      refunded_amount: '0.00',
    });
    expect(collaboration.timeline.slice(-2).map((entry) => entry.event)).toEqual([
      'dispute_decided',
      'released',
    ]);
    const notes = await t.database.db
      .select({
        userId: notifications.userId,
        params: notifications.params,
        link: notifications.link,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'dispute_decided'),
          sql`${notifications.params}->>'campaign' = ${campaign}`,
        ),
      )
      .orderBy(notifications.id);
    const params = {
      campaign,
      outcome: 'release',
      influencer_amount: '1000.00',
      brand_amount: '0.00',
    };
    const link = `/collaborations/${applicationId}`;
    expect(notes).toEqual([
      { userId: brand.user.id, params, link },
      { userId: influencer.user.id, params, link },
    ]);
  });

  it('refunds all: the brand is owed the whole escrow, no fee is taken', async () => {
    const { disputeId, applicationId } = await disputed('1000.00');
    const response = await decide(disputeId, { outcome: 'refund' });
    expect(response.json()).toMatchObject({
      outcome: 'refund',
      influencer_amount: '0.00',
      brand_amount: '1000.00',
    });
    expect(await ledgerOf(applicationId)).toEqual([
      { kind: 'held', amount: '1000.00' },
      { kind: 'refunded', amount: '1000.00' },
    ]);
    expect(await refundsOf(applicationId)).toEqual([
      { amount: '1000.00', cause: 'dispute', status: 'pending' },
    ]);
    expect(await view(applicationId)).toMatchObject({
      status: 'refunded',
      released_amount: '0.00',
      refunded_amount: '1000.00',
      refund: { cause: 'dispute', amount: '1000.00', status: 'pending' },
    });
  });

  it('splits: the fee is taken from the influencer part only, the rest is refunded whole', async () => {
    const { disputeId, applicationId } = await disputed('1000.00');
    const response = await decide(disputeId, { outcome: 'split', influencer_amount: '400' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'split',
      influencer_amount: '400.00',
      brand_amount: '600.00',
    });
    expect(await ledgerOf(applicationId)).toEqual([
      { kind: 'held', amount: '1000.00' },
      { kind: 'released', amount: '360.00' },
      { kind: 'fee', amount: '40.00' },
      { kind: 'refunded', amount: '600.00' },
    ]);
    expect(await refundsOf(applicationId)).toEqual([
      { amount: '600.00', cause: 'dispute', status: 'pending' },
    ]);
    expect(await view(applicationId)).toMatchObject({
      status: 'split',
      released_amount: '360.00',
      refunded_amount: '600.00',
    });
  });

  it('rounds the fee on a part half up to the paisa', async () => {
    const { disputeId, applicationId } = await disputed('1000.00');
    // 10% of 0.05 is 0.005: half up, 0.01.
    expect(
      (await decide(disputeId, { outcome: 'split', influencer_amount: '0.05' })).statusCode,
    ).toBe(200);
    expect(await ledgerOf(applicationId)).toEqual([
      { kind: 'held', amount: '1000.00' },
      { kind: 'released', amount: '0.04' },
      { kind: 'fee', amount: '0.01' },
      { kind: 'refunded', amount: '999.95' },
    ]);
  });

  it.each([
    ['0.00', 400, null],
    ['0.01', 200, '999.99'],
    ['999.99', 200, '0.01'],
    ['1000.00', 400, null],
    ['1000.01', 400, null],
  ])('takes a split of %s of a 1000.00 escrow with %i', async (amount, status, brandAmount) => {
    const { disputeId, applicationId } = await disputed('1000.00');
    const response = await decide(disputeId, { outcome: 'split', influencer_amount: amount });
    expect(response.statusCode).toBe(status);
    if (status === 400) {
      expect(Object.keys((response.json() as { fields: object }).fields)).toEqual([
        'influencer_amount',
      ]);
      expect((await view(applicationId)).status).toBe('disputed');
      expect(await ledgerOf(applicationId)).toHaveLength(1);
    } else {
      expect(response.json()).toMatchObject({
        influencer_amount: amount,
        brand_amount: brandAmount,
      });
    }
  });

  it.each([
    ['a split without an amount', { outcome: 'split' }, 'influencer_amount'],
    [
      'a split of three decimals',
      { outcome: 'split', influencer_amount: '1.005' },
      'influencer_amount',
    ],
    ['an unknown outcome', { outcome: 'halve' }, 'outcome'],
    ['a reason of 2 characters', { outcome: 'release', reason: 'ok' }, 'reason'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const { disputeId } = await disputed();
    const response = await decide(disputeId, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields)).toEqual([field]);
  });

  it('writes the decision to the audit log with the before and after', async () => {
    const { disputeId } = await disputed('1000.00');
    await decide(disputeId, {
      outcome: 'split',
      influencer_amount: '250.00',
      reason: 'Half done.',
    });
    const rows = await auditRowsOf(t.database.db, 'dispute', disputeId);
    expect(rows).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'dispute.decide',
        before: {
          outcome: null,
          influencer_amount: null,
          brand_amount: null,
          reason: null,
          decided_at: null,
        },
        after: {
          outcome: 'split',
          influencer_amount: '250.00',
          brand_amount: '750.00',
          reason: 'Half done.',
          decided_at: expect.any(String),
        },
      },
    ]);
  });

  it('answers 409 to a second decision and leaves the money as the first one left it', async () => {
    const { disputeId, applicationId } = await disputed('1000.00');
    expect((await decide(disputeId, { outcome: 'refund' })).statusCode).toBe(200);
    const again = await decide(disputeId, { outcome: 'release' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: DISPUTE_DECIDED });
    expect(await ledgerOf(applicationId)).toHaveLength(2);
    expect(await auditRowsOf(t.database.db, 'dispute', disputeId)).toHaveLength(1);
  });

  it('answers 404 for an unknown dispute and 403 to the parties', async () => {
    expect((await decide(999_999, { outcome: 'release' })).statusCode).toBe(404);
    const { disputeId } = await disputed();
    for (const user of [brand, influencer]) {
      expect((await decide(disputeId, { outcome: 'release' }, user)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/disputes/{id}/statements/', () => {
  const state = (id: number, user: SignedIn, payload: unknown) =>
    call('POST', `/disputes/${id}/statements/`, user, payload);

  it("keeps both parties' statements, the opener's reason first, for the parties and the admin", async () => {
    const { disputeId, applicationId } = await disputed();
    const answered = await state(disputeId, influencer, {
      text: 'The video is the one in the brief.',
      links: ['drive.google.com/file/d/brief', 'https://www.tiktok.com/@me/video/1'],
    });
    expect(answered.statusCode).toBe(201);
    const added = await state(disputeId, brand, {
      text: 'The brief asked for the new collection.',
    });
    expect(added.statusCode).toBe(201);
    const statements = [
      {
        id: 0,
        by: 'brand',
        by_name: brand.user.username,
        text: 'The video is not the one we agreed on.',
        links: [],
      },
      {
        by: 'influencer',
        by_name: influencer.user.username,
        text: 'The video is the one in the brief.',
        links: ['https://drive.google.com/file/d/brief', 'https://www.tiktok.com/@me/video/1'],
        at: expect.any(String),
      },
      { by: 'brand', text: 'The brief asked for the new collection.', links: [] },
    ];
    expect(added.json()).toMatchObject({ id: disputeId, statements });
    expect((await view(applicationId)).dispute).toMatchObject({ statements });
    const entry = (await list('?status=open')).find((dispute) => dispute.id === disputeId);
    expect(entry).toMatchObject({ statements });
  });

  it('tells the other party, with a link to the collaboration', async () => {
    const { disputeId, applicationId, campaign } = await disputed();
    await state(disputeId, influencer, { text: 'Here is what the brief said.' });
    const told = await t.database.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'dispute_statement_added'),
          sql`${notifications.params}->>'campaign' = ${campaign}`,
        ),
      );
    expect(told).toEqual([{ userId: brand.user.id, link: `/collaborations/${applicationId}` }]);
    const mine = await call('GET', '/notifications/?limit=1', brand);
    expect(mine.json()).toMatchObject([
      {
        kind: 'dispute_statement_added',
        text: `${influencer.user.username} added to their case in the dispute on ${campaign}.`,
      },
    ]);
  });

  it('answers 400 to an empty or short text, a bad link or too many links, and keeps nothing', async () => {
    const { disputeId, applicationId } = await disputed();
    for (const [payload, field] of [
      [{ text: '' }, 'text'],
      [{ text: '\u200b'.repeat(12) }, 'text'],
      [{ text: 'Too short' }, 'text'],
      [{ text: 'A long enough case.', links: ['javascript:alert(1)'] }, 'links.0'],
      [{ text: 'A long enough case.', links: Array(11).fill('https://example.com/x') }, 'links'],
    ] as const) {
      const response = await state(disputeId, brand, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys((response.json() as { fields: object }).fields)).toEqual([field]);
    }
    expect((await view(applicationId)).dispute?.statements).toHaveLength(1);
  });

  it('answers 409 after the decision, 404 to others and unknown disputes, 403 to admins', async () => {
    const { disputeId } = await disputed();
    const payload = { text: 'A case stated by someone.' };
    for (const user of [otherBrand, otherInfluencer]) {
      const response = await state(disputeId, user, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: DISPUTE_NOT_FOUND });
    }
    expect((await state(disputeId, admin, payload)).statusCode).toBe(403);
    expect((await state(999_999, brand, payload)).statusCode).toBe(404);
    expect((await decide(disputeId, { outcome: 'refund' })).statusCode).toBe(200);
    const late = await state(disputeId, influencer, payload);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: DISPUTE_DECIDED });
  });
});

describe('POST /api/disputes/{id}/agree-to-cancel/', () => {
  const agree = (id: number, user: SignedIn) =>
    call('POST', `/disputes/${id}/agree-to-cancel/`, user);

  const toldOfCancel = (campaign: string) =>
    t.database.db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'dispute_cancel_agreed'),
          sql`${notifications.params}->>'campaign' = ${campaign}`,
        ),
      )
      .orderBy(notifications.id);

  it('one agreement waits for the other; both refund the whole escrow with no admin decision', async () => {
    const { disputeId, applicationId, campaign } = await disputed('1000.00');
    const first = await agree(disputeId, influencer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ outcome: null, cancel_agreed_by: ['influencer'] });
    expect((await view(applicationId)).status).toBe('disputed');
    expect(await refundsOf(applicationId)).toEqual([]);
    // Agreeing twice changes nothing.
    expect((await agree(disputeId, influencer)).json()).toMatchObject({ outcome: null });

    const second = await agree(disputeId, brand);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      outcome: 'refund',
      influencer_amount: '0.00',
      brand_amount: '1000.00',
      decision_reason: AGREED_TO_CANCEL,
      cancel_agreed_by: ['brand', 'influencer'],
    });
    expect((await view(applicationId)).status).toBe('refunded');
    expect(await refundsOf(applicationId)).toEqual([
      { amount: '1000.00', cause: 'dispute', status: 'pending' },
    ]);
    expect(await ledgerOf(applicationId)).toEqual([
      { kind: 'held', amount: '1000.00' },
      { kind: 'refunded', amount: '1000.00' },
    ]);
    expect(await toldOfCancel(campaign)).toMatchObject([
      { userId: brand.user.id, params: { done: false, amount: '1000.00' } },
      { userId: brand.user.id, params: { done: false } },
      { userId: influencer.user.id, params: { done: true, amount: '1000.00' } },
    ]);
    const late = await agree(disputeId, influencer);
    expect(late.statusCode).toBe(409);
    expect((await decide(disputeId, { outcome: 'release' })).statusCode).toBe(409);
  });

  it('both agreeing at once refund the escrow once', async () => {
    const { disputeId, applicationId } = await disputed('1000.00');
    const answers = await Promise.all([agree(disputeId, brand), agree(disputeId, influencer)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await view(applicationId)).status).toBe('refunded');
    expect(await refundsOf(applicationId)).toHaveLength(1);
    expect(await ledgerOf(applicationId)).toHaveLength(2);
  });

  it('after the admin decided it is 409; others and unknown disputes 404; admins 403', async () => {
    const { disputeId } = await disputed();
    for (const user of [otherBrand, otherInfluencer]) {
      expect((await agree(disputeId, user)).statusCode).toBe(404);
    }
    expect((await agree(999_999, brand)).statusCode).toBe(404);
    expect((await agree(disputeId, admin)).statusCode).toBe(403);
    expect((await decide(disputeId, { outcome: 'release' })).statusCode).toBe(200);
    const late = await agree(disputeId, brand);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: DISPUTE_DECIDED });
  });
});
