import type { FastifyInstance } from 'fastify';
import { bearer, registerAdmin, type SignedIn } from './marketplace-fixtures';
import { registeredRoutes, routeKey } from './registered-routes';
import { startTestApp, type TestApp } from './test-app';
import { registerUser } from './users';

/**
 * Every write endpoint against hostile input (design §2: bad input is 400 with `fields`, an
 * over-limit body 413, never a 5xx). One row per endpoint: the caller that passes its role check,
 * a valid body, and the kind of each field; the cases are generated from the kinds.
 */

const HUGE = 'x'.repeat(100_000);
const OVER_BODY_LIMIT = 'x'.repeat(1024 * 1024 + 1);

/** Values every field of a kind must refuse. */
const BAD: Record<string, unknown[]> = {
  text: [null, 12345, {}, [], true, '', HUGE],
  password: [null, 12345, {}, [], '', HUGE],
  money: [null, -1, 0, 1e308, 99999999999, -0.01, 1.234, 'abc', '', {}, [], true, HUGE],
  optionalMoney: [-1, 0, 1e308, 99999999999, -0.01, 1.234, 'abc', {}, [], true, HUGE],
  id: [null, -1, 0, 1.5, 1e308, 99999999999, 2147483648, 'abc', '', {}, [], true, HUGE],
  category: [null, 'bogus', 12345, '', ['food'], HUGE],
  optionalCategory: ['bogus', 12345, ['food'], {}, HUGE],
  method: [null, 'paypal', 12345, '', ['bkash'], HUGE],
  boolean: [null, 'true', 1, {}, []],
  phone: [null, 12345, '', '0171234567', '0121234567', {}, HUGE],
  transaction: [null, 12345, '', 'SHORT', 'HAS SPACES 123', {}, HUGE],
  date: ['bogus', '2020-13-45', '1999-01-01', 12345, {}, HUGE],
  url: ['javascript:alert(1)', 'not a url', 12345, {}, HUGE],
  count: [-1, 1.5, 1e308, 99999999999, 'abc', {}, HUGE],
  ids: [[-1], [0], [1e308], [99999999999], ['abc'], 'abc', {}, [null], Array(101).fill(1)],
  picture: ['abc', 12345, {}, [], true],
  links: ['abc', 12345, [], true, { instagram: 'javascript:alert(1)' }, { instagram: HUGE }],
  optionalText: [12345, {}, [], HUGE],
};
const statusOf = (kind: string) => {
  if (kind === 'status') return [null, 'bogus', 'pending', 12345, '', ['accepted'], HUGE];
  return BAD[kind] ?? [];
};

/** Ids a path parameter must refuse. */
const BAD_IDS = ['2147483648', '99999999999', '-1', '0', 'abc', '1e308', '1.5', HUGE.slice(0, 90)];

type Caller = 'anonymous' | 'brand' | 'influencer' | 'admin';

interface Row {
  route: string;
  caller: Caller;
  /** A body that passes validation; each case breaks one field of it. */
  valid?: Record<string, unknown>;
  fields?: Record<string, string>;
}

// prettier-ignore
const ROWS: Row[] = [
  { route: 'POST /api/register/', caller: 'anonymous', valid: { username: 'robust_user', email: 'robust@example.com', password: 'correct-horse-battery', role: 'brand' }, fields: { username: 'text', email: 'text', password: 'password', role: 'category' } },
  { route: 'POST /api/login/', caller: 'anonymous', valid: { email: 'nobody@example.com', password: 'correct-horse-battery' }, fields: { email: 'text', password: 'password' } },
  { route: 'POST /api/token/refresh/', caller: 'anonymous', valid: { refresh: 'r' }, fields: { refresh: 'text' } },
  { route: 'POST /api/logout/', caller: 'anonymous', valid: { refresh: 'r' }, fields: { refresh: 'text' } },
  { route: 'POST /api/campaigns/', caller: 'brand', valid: { title: 'T', description: 'D', budget: '100.00', category: 'food', deadline: null }, fields: { title: 'text', description: 'text', budget: 'money', category: 'category', deadline: 'date' } },
  { route: 'DELETE /api/campaigns/:id/', caller: 'brand' },
  { route: 'PUT /api/admin/campaigns/:id/', caller: 'admin', valid: { is_active: true }, fields: { is_active: 'boolean' } },
  { route: 'POST /api/applications/', caller: 'influencer', valid: { campaign: 1, proposal: 'P', expected_fee: '10.00' }, fields: { campaign: 'id', proposal: 'text', expected_fee: 'optionalMoney' } },
  { route: 'PUT /api/applications/:id/status/', caller: 'brand', valid: { status: 'accepted' }, fields: { status: 'status' } },
  { route: 'PUT /api/admin/users/:id/', caller: 'admin', valid: { action: 'activate' }, fields: { action: 'status' } },
  { route: 'POST /api/payments/submit/', caller: 'brand', valid: { application_id: 1, amount: '10.00', payment_method: 'bkash', transaction_id: 'ABCD1234' }, fields: { application_id: 'id', amount: 'money', payment_method: 'method', transaction_id: 'transaction' } },
  { route: 'PUT /api/admin/payments/:id/', caller: 'admin', valid: { status: 'confirmed' }, fields: { status: 'status' } },
  { route: 'POST /api/withdrawals/', caller: 'influencer', valid: { amount: '100.00', payment_method: 'nagad', phone_number: '01712345678' }, fields: { amount: 'money', payment_method: 'method', phone_number: 'phone' } },
  { route: 'PUT /api/admin/withdrawals/:id/', caller: 'admin', valid: { status: 'approved' }, fields: { status: 'status' } },
  { route: 'PUT /api/profile/', caller: 'brand', valid: { username: 'brand_self', email: 'brand_self@example.com', bio: 'B', industry: 'Retail', website: null, category: null }, fields: { username: 'text', email: 'text', bio: 'optionalText', industry: 'optionalText', website: 'url', category: 'optionalCategory' } },
  { route: 'PUT /api/profile/', caller: 'influencer', valid: { username: 'infl_self', email: 'infl_self@example.com', bio: 'B', category: 'food', followers_count: 5, portfolio: null, social_links: {} }, fields: { username: 'text', email: 'text', bio: 'text', category: 'category', followers_count: 'count', portfolio: 'url', social_links: 'links' } },
  { route: 'PATCH /api/profile/picture/', caller: 'brand', valid: { profile_picture: null }, fields: { profile_picture: 'picture' } },
  { route: 'POST /api/messages/', caller: 'brand', valid: { receiver: 1, content: 'Hello' }, fields: { receiver: 'id', content: 'text' } },
  { route: 'POST /api/messages/start-conversation/', caller: 'brand', valid: { receiver_id: 1 }, fields: { receiver_id: 'id' } },
  { route: 'POST /api/notifications/read/', caller: 'brand', valid: { ids: [1] }, fields: { ids: 'ids' } },
];

/** Read-only routes with an id in the path get the id cases too. */
const ID_READS = ['GET /api/campaigns/:id/'];

let t: TestApp;
let callers: Record<Exclude<Caller, 'anonymous'>, SignedIn>;
let registered: string[];

beforeAll(async () => {
  t = await startTestApp();
  callers = {
    brand: await registerUser(t.app, 'brand'),
    influencer: await registerUser(t.app, 'influencer'),
    admin: await registerAdmin(t.app, t.database.db),
  };
  // The profile rows send the callers' own names, so only the broken field is wrong.
  const brandRow = ROWS.find((row) => row.route === 'PUT /api/profile/' && row.caller === 'brand');
  const inflRow = ROWS.find((row) => row.route === 'PUT /api/profile/' && row.caller !== 'brand');
  for (const [row, user] of [
    [brandRow, callers.brand],
    [inflRow, callers.influencer],
  ] as const) {
    Object.assign(row?.valid ?? {}, {
      username: user.user.username,
      email: `${user.user.username}@example.com`,
    });
  }
  registered = registeredRoutes(t.app).map(routeKey);
});
afterAll(() => t.close());

function send(
  app: FastifyInstance,
  row: Row,
  options: { id?: string; payload?: string; contentType?: string },
) {
  const [method, template = ''] = row.route.split(' ');
  const url = template.replace(':id', encodeURIComponent(options.id ?? '1'));
  return app.inject({
    method: method as 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
    url,
    headers: {
      ...(row.caller === 'anonymous' ? {} : bearer(callers[row.caller])),
      ...(options.payload === undefined
        ? {}
        : { 'content-type': options.contentType ?? 'application/json' }),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** A client error as design §2 writes it: one sentence, `fields` when it is a validation error. */
function expectRefused(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  withFields: boolean,
) {
  expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({
    status,
    body: expect.any(String),
  });
  const body = response.json() as { error?: unknown; fields?: unknown };
  expect(body.error).toEqual(expect.stringMatching(/^[A-Z].{4,200}[.!?]$/s));
  if (withFields) {
    expect(body.fields).toEqual(expect.any(Object));
    expect(Object.keys(body.fields as object).length).toBeGreaterThan(0);
  }
}

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}... (${text.length} chars)` : text;
};

const writeRows = ROWS.map((row) => [`${row.route} as ${row.caller}`, row] as const);

describe('robustness of every write endpoint', () => {
  it('has a row for every write route the app registered', () => {
    const covered = new Set(ROWS.map((row) => row.route.replace(/\/$/, '')));
    const writes = registered.filter((key) => /^(POST|PUT|PATCH|DELETE) \/api\//.test(key));
    expect(writes.filter((key) => !covered.has(key))).toEqual([]);
  });

  describe.each(writeRows)('%s', (_title, row) => {
    const hasBody = row.valid !== undefined;
    const valid = JSON.stringify(row.valid ?? {});

    if (hasBody) {
      it.each([
        ['malformed JSON', '{"a": '],
        ['truncated JSON', valid.slice(0, -1)],
        ['an empty body', ''],
      ])('%s: 400 with a sentence', async (_case, payload) => {
        expectRefused(await send(t.app, row, { payload }), 400, false);
      });

      it.each([
        ['an array instead of an object', '[]'],
        ['an array of the valid body', `[${valid}]`],
        ['null instead of an object', 'null'],
        ['a string instead of an object', '"text"'],
        ['a number instead of an object', '42'],
      ])('%s: 400 with fields', async (_case, payload) => {
        // PATCH /profile/picture/ reads an absent JSON body as "choose a picture": still fields.
        expectRefused(await send(t.app, row, { payload }), 400, true);
      });

      it('a body over the 1 MB limit: 413 with a sentence', async () => {
        const payload = JSON.stringify({ ...row.valid, padding: OVER_BODY_LIMIT });
        expectRefused(await send(t.app, row, { payload }), 413, false);
      });

      it('a body that is not JSON: 400 with a sentence', async () => {
        const payload = 'a=1&b=2';
        const contentType = 'application/x-www-form-urlencoded';
        expectRefused(await send(t.app, row, { payload, contentType }), 400, false);
      });

      const cases = Object.entries(row.fields ?? {}).flatMap(([field, kind]) =>
        statusOf(kind).map((value) => [field, describeValue(value), value] as const),
      );
      it.each(cases)('%s = %s: 400 with fields', async (field, _shown, value) => {
        const payload = JSON.stringify({ ...row.valid, [field]: value });
        expectRefused(await send(t.app, row, { payload }), 400, true);
      });

      it.each(Object.keys(row.fields ?? {}))('%s missing: 400 unless optional', async (field) => {
        const body: Record<string, unknown> = { ...row.valid };
        delete body[field];
        const response = await send(t.app, row, { payload: JSON.stringify(body) });
        expect(response.statusCode).toBeLessThan(500);
      });
    }

    if (row.route.includes(':id')) {
      it.each(BAD_IDS.map((id) => [describeValue(id), id]))(
        'path id %s: 400 with fields',
        async (_shown, id) => {
          const payload = hasBody ? valid : undefined;
          expectRefused(await send(t.app, row, { id, payload }), 400, true);
        },
      );
    }
  });

  describe.each(ID_READS)('%s', (route) => {
    it.each(BAD_IDS.map((id) => [describeValue(id), id]))(
      'path id %s: 400 with fields',
      async (_shown, id) => {
        const row: Row = { route, caller: 'brand' };
        expectRefused(await send(t.app, row, { id }), 400, true);
      },
    );
  });
});
