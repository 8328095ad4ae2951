import { auditLog } from '../db/schema';
import {
  bearer,
  confirmedPayment,
  insertCampaign,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let admin: SignedIn;
let brand: SignedIn;
let influencer: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  admin = await registerAdmin(t.app, t.database.db);
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
});
afterAll(() => t.close());

const get = (user: SignedIn | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user === undefined ? {} : bearer(user) });
const put = async (user: SignedIn, url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'PUT', url, headers: bearer(user), payload });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number };
};

describe('GET /api/admin/audit-log/', () => {
  it("lists the admins' decisions newest first: who, what, before, after, when, by name", async () => {
    const target = await registerUser(t.app, 'brand');
    await put(admin, `/api/admin/users/${target.user.id}/`, { action: 'deactivate' });
    const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
    await put(admin, `/api/admin/campaigns/${campaign.id}/`, { is_active: false });
    const { paymentId } = await confirmedPayment(
      t.app,
      t.database.db,
      { brand, influencer, admin },
      '1500.00',
    );

    const response = await get(admin, '/api/admin/audit-log/');
    expect(response.statusCode).toBe(200);
    const [payment, deactivated, user] = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      actor_id: admin.user.id,
      actor_name: admin.user.username,
      action: 'user.deactivate',
      object_type: 'user',
      object_id: target.user.id,
      object_name: target.user.username,
      before: { is_active: true },
      after: { is_active: false },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(deactivated).toMatchObject({
      action: 'campaign.deactivate',
      object_type: 'campaign',
      object_id: campaign.id,
      object_name: null,
      before: { is_active: true },
      after: { is_active: false },
    });
    expect(payment).toMatchObject({
      actor_name: admin.user.username,
      action: 'payment.confirm',
      object_type: 'payment',
      object_id: paymentId,
      object_name: null,
      before: expect.objectContaining({ status: 'pending', amount: '1500.00', decided_by: null }),
      // The deciding admin by name, as recorded by id.
      after: expect.objectContaining({ status: 'confirmed', decided_by: admin.user.username }),
    });
    expect(payment.id).toBeGreaterThan(deactivated.id);
    expect(deactivated.id).toBeGreaterThan(user.id);
  });

  it('shows a row without an actor or states as nulls', async () => {
    await t.database.db.insert(auditLog).values({
      actorId: null,
      action: 'user.activate',
      objectType: 'user',
      objectId: influencer.user.id,
      before: null,
      after: null,
    });
    const [newest] = (await get(admin, '/api/admin/audit-log/?limit=1')).json();
    expect(newest).toMatchObject({
      actor_id: null,
      actor_name: null,
      action: 'user.activate',
      object_name: influencer.user.username,
      before: null,
      after: null,
    });
  });

  it('pages newest first with a Link header, stable under new rows', async () => {
    const all = (await get(admin, '/api/admin/audit-log/?limit=100')).json() as { id: number }[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await get(admin, '/api/admin/audit-log/?limit=2');
    expect(first.json().map((row: { id: number }) => row.id)).toEqual(
      all.slice(0, 2).map((row) => row.id),
    );
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1] ?? '';
    expect(next).toMatch(/^\/api\/admin\/audit-log\/\?.*cursor=/);
    const target = await registerUser(t.app, 'influencer');
    await put(admin, `/api/admin/users/${target.user.id}/`, { action: 'deactivate' });
    const second = await get(admin, next);
    expect(second.json().map((row: { id: number }) => row.id)).toEqual(
      all.slice(2, 4).map((row) => row.id),
    );
  });

  it('is for admins only and refuses a bad limit or cursor with 400', async () => {
    for (const [user, status] of [
      [brand, 403],
      [influencer, 403],
      [undefined, 401],
    ] as const) {
      const response = await get(user, '/api/admin/audit-log/');
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=%21%21']) {
      const response = await get(admin, `/api/admin/audit-log/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(expect.any(Object));
    }
  });
});
