import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationKind } from '@portal/shared/contract/notifications';
import { notifications, refunds } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  confirmedPayment,
  injectAs,
  newTransactionId,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * docs/architecture.md: every admin is told of work waiting for them — a payment to confirm, a withdrawal to
 * decide, a refund to send — and nobody else is; a deactivated admin is not.
 */

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let admins: SignedIn[];
let retired: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 }, undefined, { autoRelease: false });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admins = [await registerAdmin(t.app, t.database.db), await registerAdmin(t.app, t.database.db)];
  retired = await registerAdmin(t.app, t.database.db);
  const [first] = admins;
  if (first === undefined) throw new Error('no admin');
  const deactivated = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${retired.user.id}/`,
    headers: bearer(first),
    payload: { action: 'deactivate' },
  });
  expect(deactivated.statusCode).toBe(200);
});
afterAll(() => t.close());

const everyone = () => [brand, influencer, ...admins, retired];

/** Who holds a notification of `kind` whose values include `params`, with its link. */
/** The id of the refund a collaboration's settlement left for the admin. */
async function refundOf(applicationId: number): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.applicationId, applicationId));
  return row?.id;
}

async function toldOf(kind: NotificationKind, params: Record<string, unknown>) {
  const rows = await t.database.db
    .select({
      userId: notifications.userId,
      params: notifications.params,
      link: notifications.link,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, kind),
        inArray(
          notifications.userId,
          everyone().map((user) => user.user.id),
        ),
      ),
    );
  return rows
    .filter((row) => Object.entries(params).every(([key, value]) => row.params[key] === value))
    .map((row) => ({ userId: row.userId, link: row.link }))
    .sort((a, b) => a.userId - b.userId);
}

const adminsWith = (link: string) =>
  admins.map((admin) => ({ userId: admin.user.id, link })).sort((a, b) => a.userId - b.userId);

test('a submitted payment tells every active admin, with its reference, and no one else', async () => {
  const { application, campaign } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    '2500.00',
  );
  const transactionId = newTransactionId();
  const pay = () =>
    injectAs(t.app, 'POST', '/payments/submit/', brand, {
      application_id: application.id,
      amount: '2500.00',
      payment_method: 'bkash',
      transaction_id: transactionId,
    });
  const paid = await pay();
  expect(paid.statusCode).toBe(201);
  // Refused: the same payment again tells nobody.
  expect((await pay()).statusCode).toBe(409);

  const params = {
    brand: brand.user.username,
    amount: '2500.00',
    campaign: campaign.title,
    reference: `C-${application.id}`,
  };
  expect(await toldOf('payment_pending', params)).toEqual(
    adminsWith(`/admin-panel?tab=payments&status=pending&id=${paid.json().id}`),
  );

  // Read in Bangla, the amount in Bengali digits and the reference as typed.
  const [admin] = admins;
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/',
    headers: { ...bearer(admin as SignedIn), 'accept-language': 'bn' },
  });
  const texts = (listed.json() as { kind: string; text: string }[])
    .filter((notification) => notification.kind === 'payment_pending')
    .map((notification) => notification.text);
  expect(texts).toContain(
    `${brand.user.username} ‘${campaign.title}’ ক্যাম্পেইনের জন্য ৳২,৫০০.০০ পেমেন্ট করেছে (রেফারেন্স C-${application.id})। পেমেন্টটি নিশ্চিত করুন।`,
  );
});

test('a withdrawal request tells every active admin; a refused one tells nobody', async () => {
  const [admin] = admins;
  await releasedPayment(
    t.app,
    t.database.db,
    { brand, influencer, admin: admin as SignedIn },
    '1000.00',
  );
  const withdraw = (amount: string) =>
    injectAs(t.app, 'POST', '/withdrawals/', influencer, {
      amount,
      payment_method: 'nagad',
      phone_number: '01812345678',
    });
  expect((await withdraw('99999.00')).statusCode).toBe(400);
  expect(await toldOf('withdrawal_pending', { amount: '99999.00' })).toEqual([]);

  const requested = await withdraw('400.00');
  expect(requested.statusCode).toBe(201);
  expect(
    await toldOf('withdrawal_pending', {
      influencer: influencer.user.username,
      amount: '400.00',
      payment_method: 'nagad',
    }),
  ).toEqual(adminsWith(`/admin-panel?tab=withdrawals&status=pending&id=${requested.json().id}`));
});

test('a dispute decided with a part for the brand tells every active admin of the refund to send; a release does not', async () => {
  const [admin] = admins;
  const disputed = async (title: string) => {
    const { applicationId } = await confirmedPayment(
      t.app,
      t.database.db,
      { brand, influencer, admin: admin as SignedIn },
      '3000.00',
    );
    const opened = await injectAs(t.app, 'POST', `/applications/${applicationId}/dispute/`, brand, {
      reason: `Nothing arrived for ${title}.`,
    });
    expect(opened.statusCode).toBe(201);
    const view = await injectAs(t.app, 'GET', `/applications/${applicationId}/`, brand);
    return {
      applicationId,
      id: (opened.json() as { id: number }).id,
      campaign: (view.json() as { campaign_title: string }).campaign_title,
    };
  };
  const split = await disputed('the split');
  const released = await disputed('the release');
  const decide = (id: number, body: Record<string, unknown>) =>
    injectAs(t.app, 'PUT', `/admin/disputes/${id}/`, admin as SignedIn, {
      reason: 'Seen both sides.',
      ...body,
    });
  expect(
    (await decide(split.id, { outcome: 'split', influencer_amount: '1000.00' })).statusCode,
  ).toBe(200);
  expect((await decide(released.id, { outcome: 'release' })).statusCode).toBe(200);

  expect(
    await toldOf('refund_pending', {
      brand: brand.user.username,
      amount: '2000.00',
      campaign: split.campaign,
    }),
  ).toEqual(
    adminsWith(`/admin-panel?tab=refunds&status=pending&id=${await refundOf(split.applicationId)}`),
  );
  expect(await toldOf('refund_pending', { campaign: released.campaign })).toEqual([]);
});
