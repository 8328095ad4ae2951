import type { FastifyInstance } from 'fastify';
import { EMAIL_KINDS } from '@portal/shared/contract/notifications';
import { bearer, registerAdmin, type SignedIn } from './marketplace-fixtures';
import { registeredRoutes, routeKey } from './registered-routes';
import { startTestApp, type TestApp } from './test-app';
import { registerUser } from './users';

/**
 * Every write endpoint against hostile input (docs/api-conventions.md: bad input is 400 with
 * `fields`, an over-limit body 413, never a 5xx). One row per endpoint: the caller that passes its
 * role check, a valid body, and the kind of each field; the cases are generated from the kinds.
 */

const HUGE = 'x'.repeat(100_000);
const OVER_BODY_LIMIT = 'x'.repeat(1024 * 1024 + 1);
/** PostgreSQL cannot store U+0000 in text: a 500 unless refused first. */
const NUL = 'a\u0000b';
/** What z.coerce.number() would read as 1 (or 16, 1000): never a number here. */
const NUMBER_LOOKALIKES = ['0x1', '1e0', ' 1', '1 ', '+1', '1.0', '', true, false, [], ['1']];

/** Values every field of a kind must refuse. */
const BAD: Record<string, unknown[]> = {
  text: [null, 12345, {}, [], true, '', HUGE, NUL],
  password: [null, 12345, {}, [], '', HUGE, NUL],
  money: [null, -1, 0, 1e308, 99999999999, -0.01, 1.234, 'abc', '', {}, [], true, HUGE, NUL],
  optionalMoney: [-1, 0, 1e308, 99999999999, -0.01, 1.234, 'abc', {}, [], true, HUGE, NUL],
  id: [
    null,
    -1,
    0,
    1.5,
    1e308,
    99999999999,
    2147483648,
    'abc',
    {},
    HUGE,
    NUL,
    ...NUMBER_LOOKALIKES,
  ],
  category: [null, 'bogus', 12345, '', ['food'], HUGE, 'food\u0000'],
  optionalCategory: ['bogus', 12345, ['food'], {}, HUGE, 'food\u0000'],
  method: [null, 'paypal', 12345, '', ['bkash'], HUGE, 'bkash\u0000'],
  language: [null, 'fr', 'bn-BD', 'BN', 12345, '', ['bn'], HUGE, 'bn\u0000'],
  boolean: [null, 'true', 1, {}, []],
  emailKinds: [
    null,
    'refund_sent',
    {},
    ['bogus'],
    ['refund_sent\u0000'],
    [12345],
    Array(EMAIL_KINDS.length + 1).fill('refund_sent'),
    HUGE,
  ],
  phone: [null, 12345, '', '0171234567', '0121234567', {}, HUGE, '01712\u0000345678'],
  // A saved wallet number: as a phone number, but null or empty removes it.
  wallet: [12345, '0171234567', '0121234567', {}, HUGE, '01712\u0000345678'],
  transaction: [null, 12345, '', 'SHORT', 'HAS #SYMBOLS 123', {}, HUGE, 'ABCD\u00001234'],
  // Impossible days that JavaScript's Date rolls over into the next month.
  date: [
    'bogus',
    '2020-13-45',
    '1999-01-01',
    12345,
    {},
    HUGE,
    NUL,
    '2027-02-30',
    '2100-02-29',
    '2099-04-31',
    '2099-00-10',
  ],
  url: ['javascript:alert(1)', 'not a url', 12345, {}, HUGE, 'https://example.com/\u0000'],
  count: [-1, 1.5, 1e308, 99999999999, 'abc', {}, HUGE, '0x10', '1e3', ...NUMBER_LOOKALIKES],
  ids: [
    [-1],
    [0],
    [1e308],
    [99999999999],
    ['abc'],
    'abc',
    {},
    [null],
    Array(101).fill(1),
    [true],
    [[1]],
    ['1'],
  ],
  picture: ['abc', 12345, {}, [], true],
  links: [
    'abc',
    12345,
    [],
    true,
    { instagram: 'javascript:alert(1)' },
    { instagram: HUGE },
    { instagram: 'https://example.com/\u0000' },
    { 'insta\u0000gram': 'https://example.com/' },
  ],
  optionalText: [12345, {}, [], HUGE, NUL],
  rating: [null, 0, 6, 4.5, -1, 'five', {}, HUGE, NUL, ...NUMBER_LOOKALIKES],
  deliveryLinks: [
    null,
    'abc',
    12345,
    [],
    {},
    [{ url: 'javascript:alert(1)' }],
    [{ url: 'not a link' }],
    [{ url: `https://example.com/${HUGE}` }],
    [{ url: 'https://example.com/\u0000' }],
    [{ url: 'https://example.com/post', platform: 'myspace' }],
    [{}],
    Array(11).fill({ url: 'https://example.com/post' }),
  ],
  deliverables: [
    null,
    'abc',
    {},
    [{}],
    [{ platform: 'instagram', kind: 'reel', count: 0 }],
    [{ platform: 'instagram', kind: 'reel', count: 21 }],
    [{ platform: 'instagram', kind: 'reel', count: '1' }],
    [{ platform: 'instagram', kind: 'tweet', count: 1 }],
    [{ platform: 'myspace', kind: 'reel', count: 1 }],
    [
      { platform: 'instagram', kind: 'reel', count: 1 },
      { platform: 'instagram', kind: 'reel', count: 2 },
    ],
    Array(11).fill({ platform: 'instagram', kind: 'reel', count: 1 }),
  ],
  brief: [
    null,
    'abc',
    12345,
    [],
    {},
    { title: '', deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }] },
    { title: HUGE, deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }] },
    { title: 'T\u0000', deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }] },
    { title: 'T', deliverables: [] },
    { title: 'T', deliverables: [{ platform: 'myspace', kind: 'reel', count: 1 }] },
    { title: 'T', deliverables: [{ platform: 'instagram', kind: 'reel', count: 0 }] },
    {
      title: 'T',
      deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }],
      deadline: '2025-02-30',
    },
  ],
  platform: [null, 'myspace', 12345, '', ['instagram'], HUGE, 'instagram\u0000'],
  deliveryDays: [null, 0, 91, -1, 1.5, 'seven', {}, HUGE, NUL, ...NUMBER_LOOKALIKES],
  evidenceLinks: [
    null,
    'abc',
    12345,
    {},
    ['javascript:alert(1)'],
    ['not a link'],
    [`https://example.com/${HUGE}`],
    ['https://example.com/\u0000'],
    [12345],
    [{}],
    Array(11).fill('https://example.com/evidence'),
  ],
};
const statusOf = (kind: string) => {
  if (kind === 'status') {
    return [null, 'bogus', 'pending', 12345, '', ['accepted'], HUGE, 'accepted\u0000'];
  }
  return BAD[kind] ?? [];
};

/** Ids a path parameter must refuse. */
const BAD_IDS = [
  '2147483648',
  '99999999999',
  '-1',
  '0',
  'abc',
  '1e308',
  '1.5',
  HUGE.slice(0, 90),
  '0x1',
  '1e0',
  ' 1',
  '1 ',
  '+1',
  '\u0000',
  '1\u0000',
];

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
  { route: 'POST /api/email/verify/', caller: 'anonymous', valid: { token: 'not-a-link-token' }, fields: { token: 'text' } },
  { route: 'POST /api/email/verify/resend/', caller: 'brand' },
  { route: 'POST /api/password/forgot/', caller: 'anonymous', valid: { email: 'nobody@example.com' }, fields: { email: 'text' } },
  { route: 'POST /api/password/reset/', caller: 'anonymous', valid: { token: 'not-a-link-token', password: 'correct-horse-battery' }, fields: { token: 'text', password: 'password' } },
  { route: 'PUT /api/account/password/', caller: 'brand', valid: { current_password: 'not-the-password', new_password: 'correct-horse-battery' }, fields: { current_password: 'password', new_password: 'password' } },
  { route: 'PUT /api/account/email/', caller: 'influencer', valid: { current_password: 'not-the-password', email: 'someone@example.com' }, fields: { current_password: 'password', email: 'text' } },
  { route: 'DELETE /api/account/sessions/:id/', caller: 'brand' },
  { route: 'POST /api/account/sessions/sign-out-others/', caller: 'admin' },
  { route: 'PUT /api/account/email-preferences/', caller: 'influencer', valid: { off: ['refund_sent'] }, fields: { off: 'emailKinds' } },
  { route: 'PUT /api/account/wallets/', caller: 'brand', valid: { bkash_number: '01712345678', nagad_number: null }, fields: { bkash_number: 'wallet', nagad_number: 'wallet' } },
  { route: 'POST /api/campaigns/', caller: 'brand', valid: { title: 'T', description: 'D', budget: '100.00', category: 'food', deadline: null }, fields: { title: 'text', description: 'text', budget: 'money', category: 'category', deadline: 'date' } },
  { route: 'PATCH /api/campaigns/:id/', caller: 'brand', valid: { title: 'T', description: 'D', budget: '100.00', deadline: null, deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }], influencers_wanted: 2, is_open: true }, fields: { title: 'text', description: 'text', budget: 'money', deadline: 'date', deliverables: 'deliverables', influencers_wanted: 'count', is_open: 'boolean' } },
  { route: 'DELETE /api/campaigns/:id/', caller: 'brand' },
  { route: 'PUT /api/admin/campaigns/:id/', caller: 'admin', valid: { is_active: true }, fields: { is_active: 'boolean' } },
  { route: 'POST /api/applications/', caller: 'influencer', valid: { campaign: 1, proposal: 'P', expected_fee: '10.00' }, fields: { campaign: 'id', proposal: 'text', expected_fee: 'optionalMoney' } },
  { route: 'PUT /api/applications/:id/status/', caller: 'brand', valid: { status: 'accepted' }, fields: { status: 'status' } },
  { route: 'PUT /api/admin/users/:id/', caller: 'admin', valid: { action: 'activate' }, fields: { action: 'status' } },
  { route: 'POST /api/payments/submit/', caller: 'brand', valid: { application_id: 1, amount: '10.00', payment_method: 'bkash', transaction_id: 'ABCD1234' }, fields: { application_id: 'id', amount: 'money', payment_method: 'method', transaction_id: 'transaction' } },
  { route: 'POST /api/payments/checkout/', caller: 'brand', valid: { application_id: 1, gateway: 'bkash' }, fields: { application_id: 'id', gateway: 'method' } },
  { route: 'POST /api/payments/bkash/webhook', caller: 'anonymous', valid: { Type: 'Notification', MessageId: 'm-1', TopicArn: 'arn:aws:sns:ap-southeast-1:000000000000:bkash', Message: '{}', Timestamp: '2026-11-29T10:00:00.000Z', SignatureVersion: '2', Signature: 'c2lnbmF0dXJl', SigningCertURL: 'https://sns.ap-southeast-1.amazonaws.com/cert.pem' }, fields: { Type: 'category', MessageId: 'text', SignatureVersion: 'category', Signature: 'text', SigningCertURL: 'text' } },
  { route: 'PUT /api/admin/payments/:id/', caller: 'admin', valid: { status: 'confirmed' }, fields: { status: 'status' } },
  { route: 'POST /api/admin/payment-intents/:id/query/', caller: 'admin' },
  { route: 'POST /api/admin/payment-intents/:id/refund/', caller: 'admin', valid: { through: 'transfer', transaction_id: 'ABCD1234' }, fields: { through: 'category', transaction_id: 'transaction' } },
  { route: 'POST /api/admin/payment-intents/:id/refund/confirm/', caller: 'admin', valid: { transaction_id: 'ABCD1234' }, fields: { transaction_id: 'transaction' } },
  { route: 'POST /api/admin/payment-intents/:id/refund/release/', caller: 'admin' },
  { route: 'POST /api/withdrawals/', caller: 'influencer', valid: { amount: '100.00', payment_method: 'nagad', phone_number: '01712345678' }, fields: { amount: 'money', payment_method: 'method', phone_number: 'phone' } },
  { route: 'POST /api/withdrawals/:id/cancel/', caller: 'influencer' },
  { route: 'PUT /api/admin/withdrawals/:id/', caller: 'admin', valid: { status: 'approved', transaction_id: 'ABCD1234' }, fields: { status: 'status' } },
  { route: 'PUT /api/profile/', caller: 'brand', valid: { username: 'brand_self', email: 'brand_self@example.com', bio: 'B', industry: 'Retail', website: null, category: null }, fields: { username: 'text', email: 'text', bio: 'optionalText', industry: 'optionalText', website: 'url', category: 'optionalCategory' } },
  { route: 'PUT /api/profile/', caller: 'influencer', valid: { username: 'infl_self', email: 'infl_self@example.com', bio: 'B', category: 'food', followers_count: 5, portfolio: null, social_links: {} }, fields: { username: 'text', email: 'text', bio: 'text', category: 'category', followers_count: 'count', portfolio: 'url', social_links: 'links' } },
  { route: 'PUT /api/profile/language/', caller: 'influencer', valid: { language: 'bn' }, fields: { language: 'language' } },
  { route: 'PATCH /api/profile/picture/', caller: 'brand', valid: { profile_picture: null }, fields: { profile_picture: 'picture' } },
  { route: 'POST /api/messages/', caller: 'brand', valid: { receiver: 1, content: 'Hello' }, fields: { receiver: 'id', content: 'text' } },
  { route: 'POST /api/messages/start-conversation/', caller: 'brand', valid: { receiver_id: 1 }, fields: { receiver_id: 'id' } },
  { route: 'POST /api/messages/read/', caller: 'brand', valid: { with: 1, up_to: 1 }, fields: { with: 'id', up_to: 'id' } },
  { route: 'POST /api/notifications/read/', caller: 'brand', valid: { ids: [1] }, fields: { ids: 'ids' } },
  { route: 'POST /api/applications/:id/deliveries/', caller: 'influencer', valid: { links: [{ url: 'https://www.facebook.com/reel/1', platform: 'facebook' }], note: 'N' }, fields: { links: 'deliveryLinks', note: 'optionalText' } },
  { route: 'POST /api/applications/:id/drafts/', caller: 'influencer', valid: { links: [{ url: 'https://drive.google.com/file/d/1', platform: null }], note: 'N' }, fields: { links: 'deliveryLinks', note: 'optionalText' } },
  { route: 'PUT /api/applications/:id/drafts/:draft_id/', caller: 'brand', valid: { decision: 'changes_requested', reason: 'Please change the caption.' }, fields: { decision: 'status', reason: 'text' } },
  { route: 'PUT /api/applications/:id/delivery/', caller: 'brand', valid: { decision: 'changes_requested', reason: 'Please change the caption.' }, fields: { decision: 'status', reason: 'text' } },
  { route: 'POST /api/applications/:id/dispute/', caller: 'brand', valid: { reason: 'The work never arrived.' }, fields: { reason: 'text' } },
  { route: 'POST /api/applications/:id/withdraw/', caller: 'influencer' },
  { route: 'POST /api/applications/:id/review/', caller: 'brand', valid: { rating: 5, text: 'Great work.' }, fields: { rating: 'rating', text: 'text' } },
  { route: 'POST /api/reviews/:id/reply/', caller: 'influencer', valid: { text: 'Thank you.' }, fields: { text: 'text' } },
  { route: 'POST /api/applications/:id/cancel/', caller: 'brand' },
  { route: 'POST /api/disputes/:id/statements/', caller: 'influencer', valid: { text: 'The brief asked for this.', links: ['https://example.com/evidence'] }, fields: { text: 'text', links: 'evidenceLinks' } },
  { route: 'POST /api/disputes/:id/agree-to-cancel/', caller: 'brand' },
  { route: 'PUT /api/admin/disputes/:id/', caller: 'admin', valid: { outcome: 'split', influencer_amount: '10.00', reason: 'Half of the work was done.' }, fields: { outcome: 'status', influencer_amount: 'optionalMoney', reason: 'text' } },
  { route: 'POST /api/offers/', caller: 'brand', valid: { influencer: 1, brief: { title: 'T', deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }] }, amount: '100.00', note: 'N' }, fields: { influencer: 'id', campaign: 'id', brief: 'brief', amount: 'money', note: 'optionalText' } },
  { route: 'PUT /api/offers/:id/', caller: 'influencer', valid: { decision: 'declined', reason: 'R' }, fields: { decision: 'status', reason: 'optionalText' } },
  { route: 'DELETE /api/offers/:id/', caller: 'brand' },
  { route: 'POST /api/packages/', caller: 'influencer', valid: { title: 'T', platform: 'instagram', deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }], price: '100.00', delivery_days: 3 }, fields: { title: 'text', platform: 'platform', deliverables: 'deliverables', price: 'money', delivery_days: 'deliveryDays' } },
  { route: 'PUT /api/packages/:id/', caller: 'influencer', valid: { title: 'T', platform: 'instagram', deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }], price: '100.00', delivery_days: 3 }, fields: { title: 'text', platform: 'platform', deliverables: 'deliverables', price: 'money', delivery_days: 'deliveryDays' } },
  { route: 'DELETE /api/packages/:id/', caller: 'influencer' },
  { route: 'POST /api/packages/:id/orders/', caller: 'brand', valid: { price: '100.00' }, fields: { price: 'money' } },
  { route: 'PUT /api/admin/refunds/:id/', caller: 'admin', valid: { transaction_id: 'ABCD1234', phone_number: '01712345678', payment_method: 'bkash' }, fields: { transaction_id: 'transaction', phone_number: 'phone', payment_method: 'method' } },
  { route: 'POST /api/admin/refunds/:id/gateway/', caller: 'admin' },
  { route: 'POST /api/admin/refunds/:id/gateway/confirm/', caller: 'admin', valid: { transaction_id: 'ABCD1234' }, fields: { transaction_id: 'transaction' } },
  { route: 'POST /api/admin/refunds/:id/gateway/release/', caller: 'admin' },
  { route: 'PUT /api/shortlist/:username/', caller: 'brand' },
  { route: 'DELETE /api/shortlist/:username/', caller: 'brand' },
];

/** Read-only routes with an id in the path get the id cases too. */
const ID_READS = [
  'GET /api/campaigns/:id/',
  'GET /api/payments/intents/:id/',
  'GET /api/applications/:id/drafts/',
  'GET /api/applications/:id/drafts/:draft_id/files/:file_id/',
];

/** Values each kind of query parameter must refuse (a list of two is the key sent twice). */
const BAD_QUERY: Record<string, (string | string[])[]> = {
  limit: ['0', '101', '-1', '1.5', '1e1', '0x10', ' 5', '5 ', '+5', 'true', '', NUL, ['5', '6']],
  id: ['0', '-1', '2147483648', 'abc', '1e0', '0x1', ' 1', '', NUL, ['1', '2']],
  count: ['-1', '1.5', '1e3', '0x10', ' 5', 'true', 'abc', NUL, ['1', '2']],
  money: ['0', '-1', 'abc', '1e3', '1.234', NUL],
  search: [NUL, 'x'.repeat(101), ['a', 'b']],
};

interface QueryRow {
  route: string;
  caller: Exclude<Caller, 'anonymous'>;
  params: Record<string, string>;
}

// prettier-ignore
const QUERY_ROWS: QueryRow[] = [
  { route: 'GET /api/campaigns/', caller: 'brand', params: { limit: 'limit', min_budget: 'money', max_budget: 'money', search: 'search' } },
  { route: 'GET /api/influencers/search/', caller: 'brand', params: { limit: 'limit', min_followers: 'count' } },
  { route: 'GET /api/applications/', caller: 'brand', params: { campaign: 'id' } },
  { route: 'GET /api/messages/', caller: 'brand', params: { with: 'id', limit: 'limit' } },
  { route: 'GET /api/users/all/', caller: 'admin', params: { search: 'search' } },
  { route: 'GET /api/admin/payments/', caller: 'admin', params: { transaction_id: 'search' } },
  { route: 'GET /api/admin/payment-intents/', caller: 'admin', params: { limit: 'limit' } },
  { route: 'GET /api/statement/', caller: 'influencer', params: { limit: 'limit' } },
  { route: 'GET /api/admin/disputes/', caller: 'admin', params: { limit: 'limit' } },
  { route: 'GET /api/admin/refunds/', caller: 'admin', params: { limit: 'limit' } },
  { route: 'GET /api/offers/', caller: 'influencer', params: { limit: 'limit' } },
  { route: 'GET /api/shortlist/', caller: 'brand', params: { limit: 'limit' } },
];

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
  // The other ids of a nested path (a draft, its file) are valid: only `:id` is broken.
  const url = template
    .replace(/:(draft|file)_id/g, '1')
    .replace(':id', encodeURIComponent(options.id ?? '1'));
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

/**
 * A client error as docs/api-conventions.md describes it: one sentence, `fields` when it is a
 * validation error.
 */
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

  it('a text path segment holding a NUL character: 400 with fields', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${encodeURIComponent(NUL)}/`,
      headers: bearer(callers.brand),
    });
    expectRefused(response, 400, true);
  });
});

describe('robustness of list queries', () => {
  const cases = QUERY_ROWS.flatMap((row) =>
    Object.entries(row.params).flatMap(([name, kind]) =>
      (BAD_QUERY[kind] ?? []).map(
        (value) =>
          [`${row.route} as ${row.caller}`, name, describeValue(value), row, value] as const,
      ),
    ),
  );
  it.each(cases)('%s ?%s=%s: 400 with fields', async (_title, name, _shown, row, value) => {
    const [method = 'GET', path = ''] = row.route.split(' ');
    const query = new URLSearchParams();
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
    const response = await t.app.inject({
      method: method as 'GET',
      url: `${path}?${query.toString()}`,
      headers: bearer(callers[row.caller]),
    });
    expectRefused(response, 400, true);
  });
});

describe("framework errors: a 4xx with a sentence, never Fastify's own body", () => {
  it.each(writeRows)('%s: a broken %-escape in the path', async (_title, row) => {
    const [method, template = ''] = row.route.split(' ');
    const url = template.includes(':id')
      ? template.replace(':id', '%E0%A4%A')
      : `${template}%E0%A4%A`;
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: row.caller === 'anonymous' ? {} : bearer(callers[row.caller]),
    });
    expectRefused(response, 400, false);
    expect(response.json()).toEqual({
      error: 'The address is not valid: it has a broken %-escape.',
    });
  });

  it('a path parameter longer than the router reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${'1'.repeat(200)}/`,
      headers: bearer(callers.brand),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json())).toEqual(['error']);
  });

  it.each(writeRows.filter(([, row]) => row.valid !== undefined))(
    '%s: a Content-Length that does not match the body',
    async (_title, row) => {
      const payload = JSON.stringify(row.valid);
      const response = await t.app.inject({
        method: row.route.split(' ')[0] as 'POST',
        url: (row.route.split(' ')[1] ?? '').replace(':id', '1'),
        headers: {
          ...(row.caller === 'anonymous' ? {} : bearer(callers[row.caller])),
          'content-type': 'application/json',
          'content-length': String(payload.length + 10),
        },
        payload,
      });
      expectRefused(response, 400, false);
    },
  );
});
