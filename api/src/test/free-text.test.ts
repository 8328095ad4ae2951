import {
  acceptedApplication,
  bearer,
  confirmedPayment,
  injectAs,
  newTransactionId,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from './marketplace-fixtures';
import { startTestApp, type TestApp } from './test-app';
import { registerUser } from './users';

/**
 * The free-text rule through the API: a text made only of invisible characters (twelve zero-width
 * spaces) is empty, so every field that needs a text refuses it with its sentence, and an optional
 * one stores none. Each case then sends a real text to the same place, which is taken.
 */

const INVISIBLE = '\u200b'.repeat(12);

let t: TestApp;
let parties: { brand: SignedIn; influencer: SignedIn; admin: SignedIn };

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 });
  parties = {
    brand: await registerUser(t.app, 'brand'),
    influencer: await registerUser(t.app, 'influencer'),
    admin: await registerAdmin(t.app, t.database.db),
  };
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', path: string, user: SignedIn, payload: object) =>
  injectAs(t.app, method, path, user, payload);

/** A funded collaboration the influencer delivered. */
async function delivered(): Promise<number> {
  const { applicationId } = await confirmedPayment(t.app, t.database.db, parties, '1000.00');
  const delivery = await call(
    'POST',
    `/applications/${applicationId}/deliveries/`,
    parties.influencer,
    {
      links: [{ url: 'https://www.instagram.com/p/abc', platform: 'instagram' }],
    },
  );
  expect(delivery.statusCode).toBe(201);
  return applicationId;
}

/** A payment the brand submitted, waiting for the admin. */
async function pendingPayment(): Promise<number> {
  const { application } = await acceptedApplication(
    t.database.db,
    parties.brand.user.id,
    parties.influencer.user.id,
    '800.00',
  );
  const submitted = await call('POST', '/payments/submit/', parties.brand, {
    application_id: application.id,
    amount: '800.00',
    payment_method: 'bkash',
    transaction_id: newTransactionId(),
  });
  expect(submitted.statusCode).toBe(201);
  return (submitted.json() as { id: number }).id;
}

/** A dispute the brand opened on a funded collaboration. */
async function openDispute(): Promise<number> {
  const { applicationId } = await confirmedPayment(t.app, t.database.db, parties, '700.00');
  const opened = await call('POST', `/applications/${applicationId}/dispute/`, parties.brand, {
    reason: 'The post never went up.',
  });
  expect(opened.statusCode).toBe(201);
  return (opened.json() as { id: number }).id;
}

/** A collaboration both parties reviewed: the brand's review of the influencer, published. */
async function publishedReviewOfInfluencer(): Promise<number> {
  const { applicationId } = await releasedPayment(t.app, t.database.db, parties, '600.00');
  const review = (user: SignedIn) =>
    call('POST', `/applications/${applicationId}/review/`, user, {
      rating: 5,
      text: 'Smooth work together.',
    });
  const byBrand = await review(parties.brand);
  expect(byBrand.statusCode).toBe(201);
  expect((await review(parties.influencer)).statusCode).toBe(201);
  return (byBrand.json() as { id: number }).id;
}

interface Field {
  /** Makes what the text is written to; answers the request that carries `text`. */
  send: () => Promise<(text: string) => ReturnType<typeof call>>;
  field: string;
  sentence: string;
  text: string;
}

const FIELDS: Record<string, Field> = {
  'a dispute reason': {
    send: async () => {
      const id = await delivered();
      return (reason) =>
        call('POST', `/applications/${id}/dispute/`, parties.influencer, { reason });
    },
    field: 'reason',
    sentence: 'Please give a reason.',
    text: 'The brand does not answer me.',
  },
  'a change-request reason': {
    send: async () => {
      const id = await delivered();
      return (reason) =>
        call('PUT', `/applications/${id}/delivery/`, parties.brand, {
          decision: 'changes_requested',
          reason,
        });
    },
    field: 'reason',
    sentence: 'Please give a reason.',
    text: 'Please show the product label.',
  },
  "a payment's rejection reason": {
    send: async () => {
      const id = await pendingPayment();
      return (reason) =>
        call('PUT', `/admin/payments/${id}/`, parties.admin, { status: 'rejected', reason });
    },
    field: 'reason',
    sentence: 'Please give a reason.',
    text: 'Amount does not match',
  },
  "a dispute decision's reason": {
    send: async () => {
      const id = await openDispute();
      return (reason) =>
        call('PUT', `/admin/disputes/${id}/`, parties.admin, { outcome: 'refund', reason });
    },
    field: 'reason',
    sentence: 'Please give a reason.',
    text: 'Nothing was delivered.',
  },
  'a review': {
    send: async () => {
      const { applicationId } = await releasedPayment(t.app, t.database.db, parties, '500.00');
      return (text) =>
        call('POST', `/applications/${applicationId}/review/`, parties.brand, { rating: 4, text });
    },
    field: 'text',
    sentence: 'Write your review.',
    text: 'On time and well made.',
  },
  'a reply to a review': {
    send: async () => {
      const id = await publishedReviewOfInfluencer();
      return (text) => call('POST', `/reviews/${id}/reply/`, parties.influencer, { text });
    },
    field: 'text',
    sentence: 'Write your reply.',
    text: 'Thank you, it was a pleasure.',
  },
};

describe('a required text of only invisible characters is refused with its sentence', () => {
  it.each(Object.entries(FIELDS))('%s', async (_, { send, field, sentence, text }) => {
    const write = await send();
    const refused = await write(INVISIBLE);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { fields: Record<string, string[]> }).fields[field]).toEqual([
      sentence,
    ]);
    // Padded with invisible characters, a reason still shows too little.
    if (field === 'reason') {
      const padded = await write(`ok${INVISIBLE}`);
      expect(padded.statusCode).toBe(400);
    }
    const taken = await write(text);
    expect(taken.statusCode).toBeLessThan(300);
  });
});

it('a delivery note of only invisible characters is stored as no note', async () => {
  const { applicationId } = await confirmedPayment(t.app, t.database.db, parties, '400.00');
  const delivery = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/deliveries/`,
    headers: bearer(parties.influencer),
    payload: {
      links: [{ url: 'https://www.instagram.com/p/note', platform: 'instagram' }],
      note: INVISIBLE,
    },
  });
  expect(delivery.statusCode).toBe(201);
  expect((delivery.json() as { note: string }).note).toBe('');
});
