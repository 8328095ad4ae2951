import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { applications, idempotencyKeys, notifications, payments, withdrawals } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  newTransactionId,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * The Idempotency-Key header (draft-ietf-httpapi-idempotency-key-header) on the money POSTs,
 * through HTTP on the real database: a request sent twice (a double click, a retry after a lost
 * answer) does its work once and answers the first answer again. With DATABASE_URL set, on
 * PostgreSQL, where a retry can really arrive while the first request is still being processed.
 */

const onPostgres = (process.env.DATABASE_URL ?? '') !== '';

let t: TestApp;
let brand: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  brand = await registerUser(t.app, 'brand');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

let keys = 0;
/** A new key, as a client makes one per submitted form. */
const newKey = () => {
  keys += 1;
  return `"3f0c9a3e-5b7d-4e1a-9c2b-${String(keys).padStart(12, '0')}"`;
};

const withdrawal = (amount: unknown = '5000') => ({
  amount,
  payment_method: 'bkash',
  phone_number: '01712345678',
});

function withdraw(
  user: SignedIn,
  body: unknown,
  key?: string | string[],
  url = '/api/withdrawals/',
  app: TestApp = t,
) {
  return app.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

async function fundedInfluencer(amount: string, app: TestApp = t): Promise<SignedIn> {
  const influencer = await registerUser(app.app, 'influencer');
  const parties = app === t ? { brand, influencer, admin } : await partiesIn(app, influencer);
  await releasedPayment(app.app, app.database.db, parties, amount);
  return influencer;
}

async function partiesIn(app: TestApp, influencer: SignedIn) {
  return {
    brand: await registerUser(app.app, 'brand'),
    influencer,
    admin: await registerAdmin(app.app, app.database.db),
  };
}

async function withdrawalsOf(user: SignedIn, app: TestApp = t) {
  return app.database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.influencerId, user.user.id));
}

async function balanceOf(user: SignedIn): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/influencer/balance/',
    headers: bearer(user),
  });
  return response.json().balance;
}

describe('Idempotency-Key on POST /api/withdrawals/', () => {
  it('the same key and body answer the first withdrawal again: one request, one notice', async () => {
    const influencer = await fundedInfluencer('10800.00');
    const key = newKey();
    const first = await withdraw(influencer, withdrawal(), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await withdraw(influencer, withdrawal(), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    expect(await withdrawalsOf(influencer)).toHaveLength(1);
    expect(await balanceOf(influencer)).toBe('5800.00');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'withdrawal_pending')),
      );
    expect(told.filter((note) => note.params.influencer === influencer.user.username)).toHaveLength(
      1,
    );
  });

  it('without a key, as before: two requests make two withdrawals', async () => {
    const influencer = await fundedInfluencer('10800.00');
    expect((await withdraw(influencer, withdrawal())).statusCode).toBe(201);
    expect((await withdraw(influencer, withdrawal())).statusCode).toBe(201);
    expect(await balanceOf(influencer)).toBe('800.00');
  });

  it('reads the key quoted or bare, and the body as the server reads it', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const first = await withdraw(influencer, withdrawal('250.5'), '"form-1"');
    expect(first.statusCode).toBe(201);
    for (const [amount, key, url] of [
      [250.5, 'form-1', '/api/withdrawals/'],
      ['২৫০.৫০', '"form-1"', '/api/withdrawals'],
    ] as const) {
      const again = await withdraw(influencer, withdrawal(amount), key, url);
      expect(again.statusCode).toBe(201);
      expect(again.json().id).toBe(first.json().id);
    }
    expect(await withdrawalsOf(influencer)).toHaveLength(1);
  });

  it('a key used again with a different body is 422, and changes nothing', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const key = newKey();
    expect((await withdraw(influencer, withdrawal('300'), key)).statusCode).toBe(201);
    for (const body of [withdrawal('301'), { ...withdrawal('300'), payment_method: 'nagad' }]) {
      const reused = await withdraw(influencer, body, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
      });
    }
    expect(await balanceOf(influencer)).toBe('700.00');
  });

  it("keys are each user's own: another influencer's same key is a request of theirs", async () => {
    const [one, two] = [await fundedInfluencer('1000.00'), await fundedInfluencer('1000.00')];
    const key = newKey();
    const mine = await withdraw(one, withdrawal('100'), key);
    const theirs = await withdraw(two, withdrawal('100'), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().influencer_name).toBe(two.user.username);
  });

  it('a refused request is not remembered: the same request is done again later', async () => {
    const influencer = await fundedInfluencer('500.00');
    const key = newKey();
    const refused = await withdraw(influencer, withdrawal('600'), key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Insufficient balance.' });
    await releasedPayment(t.app, t.database.db, { brand, influencer, admin }, '500.00');
    const done = await withdraw(influencer, withdrawal('600'), key);
    expect(done.statusCode).toBe(201);
    expect(done.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(influencer)).toBe('400.00');
  });

  it('a malformed key is 400 with a sentence, and nothing is done', async () => {
    const influencer = await fundedInfluencer('1000.00');
    for (const key of [
      '',
      '"',
      '""',
      'two words',
      '"a"b"',
      'back\\slash',
      'clé',
      'x'.repeat(256),
      `"${'x'.repeat(256)}"`,
      ['k1', 'k2'],
    ]) {
      const response = await withdraw(influencer, withdrawal('100'), key);
      expect({ key, status: response.statusCode, body: response.json() }).toEqual({
        key,
        status: 400,
        body: {
          error:
            'The Idempotency-Key header must be 1-255 visible ASCII characters, such as a UUID in double quotes.',
        },
      });
    }
    expect((await withdraw(influencer, withdrawal('100'), 'x'.repeat(255))).statusCode).toBe(201);
    expect(await withdrawalsOf(influencer)).toHaveLength(1);
  });

  it('is remembered in the transaction of the withdrawal it made', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const key = newKey();
    const made = await withdraw(influencer, withdrawal('100'), key);
    const { rows: written } = await t.database.db.execute<{ xid: string }>(sql`
      select xmin::text as xid from ${withdrawals} where id = ${made.json().id}
      union all
      select xmin::text from ${idempotencyKeys}
      where user_id = ${influencer.user.id} and key = ${key.slice(1, -1)}`);
    expect(written).toHaveLength(2);
    expect(written[0]?.xid).toBe(written[1]?.xid);
  });

  it('requests sent at once with one key make one withdrawal; each answers it or 409', async () => {
    const influencer = await fundedInfluencer('10800.00');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withdraw(influencer, withdrawal(), key)),
    );
    const rows = await withdrawalsOf(influencer);
    expect(rows).toHaveLength(1);
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 201) expect(answer.json().id).toBe(rows[0]?.id);
      else {
        expect(answer.json()).toEqual({
          error: 'A request with this Idempotency-Key is still being processed.',
        });
      }
    }
    const done = answers.filter(
      (answer) => answer.statusCode === 201 && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(done).toHaveLength(1);
    expect(await balanceOf(influencer)).toBe('5800.00');
  });

  (onPostgres ? it : it.skip)(
    'a retry while the first request is still being processed: 409, then the first answer',
    async () => {
      const influencer = await fundedInfluencer('1000.00');
      const key = newKey();
      // Another transaction holds the influencer's balance lock, so the first request waits
      // inside its transaction, holding the key.
      let release = () => {};
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${influencer.user.id} for update`);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await isLocked;
      const first = withdraw(influencer, withdrawal('100'), key);
      for (let tries = 0; ; tries += 1) {
        const { rows } = await t.database.db.execute<{ held: number }>(
          sql`select count(*)::int as held from pg_locks where locktype = 'advisory' and granted`,
        );
        if ((rows[0]?.held ?? 0) > 0) break;
        if (tries > 500) throw new Error('the first request never took its key');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }

      const retry = await withdraw(influencer, withdrawal('100'), key);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toEqual({
        error: 'A request with this Idempotency-Key is still being processed.',
      });

      release();
      await holder;
      const answered = await first;
      expect(answered.statusCode).toBe(201);
      const later = await withdraw(influencer, withdrawal('100'), key);
      expect(later.statusCode).toBe(201);
      expect(later.json()).toEqual(answered.json());
      expect(await withdrawalsOf(influencer)).toHaveLength(1);
    },
  );

  it('a retry after the answer was lost on the network answers the withdrawal it made', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const influencer = await fundedInfluencer('10800.00');
    const key = newKey();
    const body = JSON.stringify(withdrawal());
    // The request goes out whole and the server does the work; the connection drops before
    // the client reads any answer.
    const sent = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/withdrawals/',
      headers: {
        ...bearer(influencer),
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': key,
      },
    });
    sent.on('error', () => {});
    sent.on('response', (response) => response.destroy());
    sent.end(body);
    for (let tries = 0; (await withdrawalsOf(influencer)).length === 0; tries += 1) {
      if (tries > 200) throw new Error('the request whose answer is lost was never done');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    sent.destroy();
    // The client sends it again until it hears an answer that is not "still being processed".
    let retry = await withdraw(influencer, withdrawal(), key);
    for (let tries = 0; retry.statusCode === 409 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      retry = await withdraw(influencer, withdrawal(), key);
    }
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const rows = await withdrawalsOf(influencer);
    expect(rows.map((row) => row.id)).toEqual([retry.json().id]);
    expect(await balanceOf(influencer)).toBe('5800.00');
  });
});

describe('Idempotency-Key on POST /api/payments/submit/', () => {
  it('records the payment once; the same key answers it again', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
      '2500.00',
    );
    const body = {
      application_id: application.id,
      amount: '2500.00',
      payment_method: 'nagad',
      transaction_id: newTransactionId(),
    };
    const pay = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/submit/',
        headers: { ...bearer(brand), ...(key === undefined ? {} : { 'idempotency-key': key }) },
        payload: body,
      });
    const key = newKey();
    const first = await pay(key);
    expect(first.statusCode).toBe(201);
    const again = await pay(key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Without the key, the same payment sent again is refused as already waiting.
    expect((await pay()).statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, application.id));
    expect(rows).toHaveLength(1);
  });
});

describe('Idempotency-Key on POST /api/packages/{id}/orders/', () => {
  async function aPackage(price = '4000') {
    const influencer = await registerUser(t.app, 'influencer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/packages/',
      headers: bearer(influencer),
      payload: {
        title: 'Iftar reel',
        platform: 'instagram',
        deliverables: [{ platform: 'instagram', kind: 'reel', count: 1 }],
        price,
        delivery_days: 5,
      },
    });
    expect(response.statusCode).toBe(201);
    return { influencer, id: (response.json() as { id: number }).id };
  }
  const buy = (id: number, price: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/packages/${id}/orders/`,
      headers: { ...bearer(brand), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { price },
    });
  const collaborationsWith = async (influencer: SignedIn) =>
    t.database.db
      .select()
      .from(applications)
      .where(eq(applications.influencerId, influencer.user.id));

  it('buys once; the same key answers the first order again, one collaboration, one notice', async () => {
    const { influencer, id } = await aPackage();
    const key = newKey();
    const first = await buy(id, '4000', key);
    expect(first.statusCode).toBe(201);
    const again = await buy(id, '৪,০০০.০০', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await collaborationsWith(influencer)).toHaveLength(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, influencer.user.id),
          eq(notifications.kind, 'package_ordered'),
        ),
      );
    expect(told).toHaveLength(1);
    // Without a key, buying again is a second order.
    expect((await buy(id, '4000')).statusCode).toBe(201);
    expect(await collaborationsWith(influencer)).toHaveLength(2);
  });

  it('the same key with another body or another package is 422, and buys nothing', async () => {
    const { influencer, id } = await aPackage();
    const other = await aPackage('4001');
    const key = newKey();
    expect((await buy(id, '4000', key)).statusCode).toBe(201);
    for (const reused of [await buy(id, '4001', key), await buy(other.id, '4001', key)]) {
      expect({ status: reused.statusCode, body: reused.json() }).toEqual({
        status: 422,
        body: {
          error:
            'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
        },
      });
    }
    expect(await collaborationsWith(influencer)).toHaveLength(1);
    expect(await collaborationsWith(other.influencer)).toHaveLength(0);
  });

  it('a refused order is not remembered: the key works once the price is right', async () => {
    const { influencer, id } = await aPackage();
    const key = newKey();
    expect((await buy(id, '3999', key)).statusCode).toBe(409);
    expect((await buy(id, '3999', key)).statusCode).toBe(409);
    expect(await collaborationsWith(influencer)).toHaveLength(0);
  });
});

describe('keys expire', () => {
  /** One second: the time a key is remembered, run through for real. */
  const SECOND_IN_HOURS = 1 / 3600;
  /** An app whose keys live a second, without the clean-up; and one with it. */
  let kept: TestApp;
  let cleaned: TestApp;

  beforeAll(async () => {
    kept = await startTestApp({ idempotencyKeyHours: SECOND_IN_HOURS }, undefined, {
      autoRelease: false,
    });
    cleaned = await startTestApp({ idempotencyKeyHours: SECOND_IN_HOURS });
  });
  afterAll(async () => {
    await kept.close();
    await cleaned.close();
  });

  const rememberedOf = (app: TestApp, user: SignedIn) =>
    app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.user.id));

  it('after IDEMPOTENCY_KEY_HOURS a key is forgotten: the same key is a new request', async () => {
    const influencer = await fundedInfluencer('1000.00', kept);
    const key = newKey();
    const first = await withdraw(influencer, withdrawal('100'), key, undefined, kept);
    expect(first.statusCode).toBe(201);
    const replayed = await withdraw(influencer, withdrawal('100'), key, undefined, kept);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Not deleted yet (no clean-up runs here), yet no longer answered.
    expect(await rememberedOf(kept, influencer)).toHaveLength(1);
    const anew = await withdraw(influencer, withdrawal('100'), key, undefined, kept);
    expect(anew.statusCode).toBe(201);
    expect(anew.headers['idempotent-replayed']).toBeUndefined();
    expect(anew.json().id).not.toBe(first.json().id);
    expect(await withdrawalsOf(influencer, kept)).toHaveLength(2);
    const [row] = await rememberedOf(kept, influencer);
    expect(row?.responseBody).toEqual(anew.json());
  });

  it('every instance deletes the expired keys on its own', async () => {
    const influencer = await fundedInfluencer('1000.00', cleaned);
    expect(
      (await withdraw(influencer, withdrawal('100'), newKey(), undefined, cleaned)).statusCode,
    ).toBe(201);
    expect(await rememberedOf(cleaned, influencer)).toHaveLength(1);
    for (let tries = 0; (await rememberedOf(cleaned, influencer)).length > 0; tries += 1) {
      if (tries > 100) throw new Error('the expired key was never deleted');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
