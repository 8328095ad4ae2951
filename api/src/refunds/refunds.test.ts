import { and, eq, sql } from 'drizzle-orm';
import type { AdminRefund, Collaboration, Refund } from '@portal/shared/contract/collaborations';
import { notifications } from '../db/schema';
import { TRANSACTION_USED } from '../payments/service';
import { auditRowsOf } from '../test/audit-rows';
import {
  confirmedPayment,
  injectAs,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { REFUND_NOT_FOUND, REFUND_SENT } from './service';

/** The refunds the platform owes brands, through HTTP on the real database (see docs/money.md). */

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 }, undefined, { autoRelease: false });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, user: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, path, user, payload);

const view = async (applicationId: number) =>
  (await call('GET', `/applications/${applicationId}/`, brand)).json() as Collaboration;

const send = (id: number, payload: Record<string, unknown>, user: SignedIn = admin) =>
  call('PUT', `/admin/refunds/${id}/`, user, {
    transaction_id: newTransactionId(),
    phone_number: '01712345678',
    payment_method: 'bkash',
    ...payload,
  });

const listed = async (query: string) =>
  ((await call('GET', `/admin/refunds/${query}`, admin)).json() as Refund[]).map(
    (refund) => refund.id,
  );

/** A funded collaboration the influencer stepped back from: its whole amount is owed back. */
async function pendingRefund(amount = '800.00') {
  const { applicationId } = await confirmedPayment(
    t.app,
    t.database.db,
    { brand, influencer, admin },
    amount,
  );
  const response = await call('POST', `/applications/${applicationId}/withdraw/`, influencer);
  expect(response.statusCode).toBe(200);
  const collaboration = response.json() as Collaboration;
  if (collaboration.refund === null) throw new Error('no refund after stepping back');
  return { applicationId, refund: collaboration.refund, collaboration };
}

describe('GET /api/admin/refunds/', () => {
  it('lists pending refunds with what the brand paid, then sent ones', async () => {
    const { applicationId, refund, collaboration } = await pendingRefund('800.00');
    const pending = (await call('GET', '/admin/refunds/?status=pending', admin)).json() as Refund[];
    expect(pending.find((row) => row.id === refund.id)).toEqual({
      id: refund.id,
      application_id: applicationId,
      campaign_title: collaboration.campaign_title,
      brand: brand.user.id,
      brand_name: brand.user.username,
      influencer_name: influencer.user.username,
      amount: '800.00',
      cause: 'withdrawn',
      status: 'pending',
      paid_with: 'bkash',
      paid_transaction_id: collaboration.payment?.transaction_id,
      payment_method: null,
      phone_number: null,
      transaction_id: null,
      created_at: expect.any(String),
      sent_at: null,
      brand_wallets: { bkash_number: null, nagad_number: null },
      gateway_refund: 'not_gateway',
    });
    expect(await listed('?status=sent')).not.toContain(refund.id);

    expect((await send(refund.id, {})).statusCode).toBe(200);
    expect(await listed('?status=pending')).not.toContain(refund.id);
    expect(await listed('?status=sent')).toContain(refund.id);
    expect(await listed('')).toContain(refund.id);
  });

  it('is for admins only', async () => {
    for (const user of [brand, influencer]) {
      expect((await call('GET', '/admin/refunds/', user)).statusCode).toBe(403);
    }
  });

  it("shows the admin the brand's saved wallets, and the parties' collaboration never", async () => {
    const saved = { bkash_number: '01712345678', nagad_number: '01898765432' };
    expect((await call('PUT', '/account/wallets/', brand, saved)).statusCode).toBe(200);
    const { applicationId, refund } = await pendingRefund('300.00');
    const pending = (await call('GET', '/admin/refunds/?status=pending', admin)).json() as Refund[];
    expect(pending.find((row) => row.id === refund.id)).toMatchObject({ brand_wallets: saved });
    expect(refund).not.toHaveProperty('brand_wallets');
    const seen = (await call('GET', `/applications/${applicationId}/`, influencer)).json();
    expect(JSON.stringify(seen)).not.toContain('01898765432');
  });
});

describe('PUT /api/admin/refunds/{id}/', () => {
  it('records the transfer, audits it, tells the brand and shows it on the collaboration', async () => {
    const { applicationId, refund, collaboration } = await pendingRefund('800.00');
    const response = await send(refund.id, {
      transaction_id: '  rf12ab34cd ',
      phone_number: '+880 1812-345678',
      payment_method: 'nagad',
    });
    expect(response.statusCode).toBe(200);
    const {
      brand_wallets: brandWallets,
      gateway_refund: gatewayRefund,
      ...sent
    } = response.json() as AdminRefund;
    expect(gatewayRefund).toBe('not_gateway');
    expect(brandWallets).toEqual(expect.objectContaining({ bkash_number: '01712345678' }));
    expect(sent).toMatchObject({
      id: refund.id,
      status: 'sent',
      amount: '800.00',
      payment_method: 'nagad',
      phone_number: '01812345678',
      transaction_id: 'RF12AB34CD',
      sent_at: expect.any(String),
    });

    expect(await auditRowsOf(t.database.db, 'refund', refund.id)).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'refund.send',
        before: { status: 'pending', transaction_id: null, phone_number: null },
        after: {
          status: 'sent',
          amount: '800.00',
          payment_method: 'nagad',
          phone_number: '01812345678',
          transaction_id: 'RF12AB34CD',
          sent_at: sent.sent_at,
        },
      },
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
          eq(notifications.kind, 'refund_sent'),
          sql`${notifications.params}->>'campaign' = ${collaboration.campaign_title}`,
        ),
      );
    expect(notes).toEqual([
      {
        userId: brand.user.id,
        params: {
          campaign: collaboration.campaign_title,
          amount: '800.00',
          transaction_id: 'RF12AB34CD',
        },
        link: `/collaborations/${applicationId}`,
      },
    ]);

    const after = await view(applicationId);
    expect(after.refund).toEqual(sent);
    expect(after.timeline.at(-1)).toEqual({
      event: 'refund_sent',
      at: sent.sent_at,
      reason: null,
      amount: '800.00',
    });
  });

  it('answers 409 to a second record of the same refund', async () => {
    const { refund } = await pendingRefund();
    expect((await send(refund.id, { transaction_id: 'FIRST0001' })).statusCode).toBe(200);
    const again = await send(refund.id, { transaction_id: 'SECOND0001' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: REFUND_SENT });
    expect(
      (
        (
          await call('GET', `/applications/${refund.application_id}/`, brand)
        ).json() as Collaboration
      ).refund?.transaction_id,
    ).toBe('FIRST0001');
  });

  it('refuses a transaction ID another refund used on the same wallet, not on the other', async () => {
    const first = await pendingRefund();
    const second = await pendingRefund();
    expect(
      (await send(first.refund.id, { transaction_id: 'SHARED0001', payment_method: 'bkash' }))
        .statusCode,
    ).toBe(200);
    const reused = await send(second.refund.id, {
      transaction_id: ' shared0001 ',
      payment_method: 'bkash',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: TRANSACTION_USED });
    expect((await view(second.applicationId)).refund?.status).toBe('pending');
    expect(
      (await send(second.refund.id, { transaction_id: 'SHARED0001', payment_method: 'nagad' }))
        .statusCode,
    ).toBe(200);
  });

  it('two refunds recorded at once with one transaction ID: one is sent, the other gets 409', async () => {
    const owed = [await pendingRefund(), await pendingRefund()];
    const transactionId = newTransactionId();
    const answers = await Promise.all(
      owed.map(({ refund }) => send(refund.id, { transaction_id: transactionId })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({ error: TRANSACTION_USED });
    const statuses = await Promise.all(
      owed.map(async ({ applicationId }) => (await view(applicationId)).refund?.status),
    );
    expect(statuses.sort()).toEqual(['pending', 'sent']);
  });

  it.each([
    ['a short transaction ID', { transaction_id: 'AB12' }, 'transaction_id'],
    ['a transaction ID with symbols', { transaction_id: 'AB12#CD34' }, 'transaction_id'],
    ['a phone number that is not Bangladeshi', { phone_number: '01212345678' }, 'phone_number'],
    ['an unknown wallet', { payment_method: 'rocket' }, 'payment_method'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const { refund, applicationId } = await pendingRefund();
    const response = await send(refund.id, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields)).toEqual([field]);
    expect((await view(applicationId)).refund?.status).toBe('pending');
  });

  it('answers 404 for an unknown refund and 403 to the parties', async () => {
    const missing = await send(999_999, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: REFUND_NOT_FOUND });
    const { refund } = await pendingRefund();
    for (const user of [brand, influencer]) {
      expect((await send(refund.id, {}, user)).statusCode).toBe(403);
    }
  });
});

describe('a refund owed to a brand with no saved wallet', () => {
  /** A new brand's funded collaboration the influencer steps back from. */
  async function steppedBack(owner: SignedIn) {
    const { applicationId } = await confirmedPayment(
      t.app,
      t.database.db,
      { brand: owner, influencer, admin },
      '500.00',
    );
    const response = await call('POST', `/applications/${applicationId}/withdraw/`, influencer);
    expect(response.statusCode).toBe(200);
    return response.json() as Collaboration;
  }

  const toldOfWallet = (owner: SignedIn) =>
    t.database.db
      .select({ params: notifications.params, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner.user.id),
          eq(notifications.kind, 'refund_wallet_missing'),
        ),
      );

  it('tells the brand once, with a link to Security settings; a brand with a wallet is not told', async () => {
    const walletless = await registerUser(t.app, 'brand');
    const collaboration = await steppedBack(walletless);
    expect(await toldOfWallet(walletless)).toEqual([
      {
        params: { campaign: collaboration.campaign_title, amount: '500.00' },
        link: '/settings/security',
      },
    ]);
    const texts = (await call('GET', '/notifications/', walletless)).json() as { text: string }[];
    expect(texts.map((note) => note.text)).toContain(
      `Your refund of ৳500.00 for ${collaboration.campaign_title} is waiting: add your bKash or Nagad number in Security settings so the platform can send it.`,
    );

    const withWallet = await registerUser(t.app, 'brand');
    await call('PUT', '/account/wallets/', withWallet, {
      bkash_number: '01712345678',
      nagad_number: null,
    });
    await steppedBack(withWallet);
    expect(await toldOfWallet(withWallet)).toEqual([]);
  });

  it("tells the brand too when a dispute's decision sends money back", async () => {
    const walletless = await registerUser(t.app, 'brand');
    const { applicationId } = await confirmedPayment(
      t.app,
      t.database.db,
      { brand: walletless, influencer, admin },
      '400.00',
    );
    const delivered = await call('POST', `/applications/${applicationId}/deliveries/`, influencer, {
      links: [{ url: 'https://www.tiktok.com/@me/video/1' }],
    });
    expect(delivered.statusCode).toBe(201);
    const opened = await call('POST', `/applications/${applicationId}/dispute/`, walletless, {
      reason: 'The video is not the one we agreed on.',
    });
    expect(opened.statusCode).toBe(201);
    const { id } = opened.json() as { id: number };
    const decided = await call('PUT', `/admin/disputes/${id}/`, admin, {
      reason: 'Seen both sides.',
      outcome: 'refund',
    });
    expect(decided.statusCode).toBe(200);
    expect(await toldOfWallet(walletless)).toEqual([
      { params: expect.objectContaining({ amount: '400.00' }), link: '/settings/security' },
    ]);
  });
});
