import type { Wallets } from '@portal/shared/contract/accounts';
import { injectAs } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const wallets = (user: { access: string }) => injectAs(t.app, 'GET', '/account/wallets/', user);
const save = (user: { access: string }, body: unknown) =>
  injectAs(t.app, 'PUT', '/account/wallets/', user, body);

describe('GET/PUT /account/wallets/', () => {
  it('starts empty, keeps the numbers as 11 Latin digits and removes one saved as null', async () => {
    const brand = await registerUser(t.app, 'brand');
    expect((await wallets(brand)).json()).toEqual({ bkash_number: null, nagad_number: null });

    const saved = await save(brand, {
      bkash_number: '+৮৮০১৭১২-৩৪৫৬৭৮',
      nagad_number: '01812 345678',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ bkash_number: '01712345678', nagad_number: '01812345678' });
    expect((await wallets(brand)).json()).toEqual({
      bkash_number: '01712345678',
      nagad_number: '01812345678',
    });

    await save(brand, { bkash_number: null, nagad_number: '01812345678' });
    expect((await wallets(brand)).json()).toEqual({
      bkash_number: null,
      nagad_number: '01812345678',
    });
  });

  it('keeps each user’s own numbers', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const other = await registerUser(t.app, 'influencer');
    await save(influencer, { bkash_number: '01912345678', nagad_number: null });
    expect(((await wallets(other)).json() as Wallets).bkash_number).toBeNull();
    expect(((await wallets(influencer)).json() as Wallets).bkash_number).toBe('01912345678');
  });

  it('refuses a number that is not a Bangladeshi mobile number with the field’s sentence, in the reader’s language', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    await save(influencer, { bkash_number: '01712345678', nagad_number: null });
    const refused = await save(influencer, { bkash_number: '01212345678', nagad_number: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { bkash_number: ['Enter a Bangladeshi mobile number such as 01712345678.'] },
    });
    const bangla = await t.app.inject({
      method: 'PUT',
      url: '/api/account/wallets/',
      headers: { authorization: `Bearer ${influencer.access}`, 'accept-language': 'bn' },
      payload: { bkash_number: null, nagad_number: '12345' },
    });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json()).toMatchObject({
      fields: { nagad_number: ['০১৭১২৩৪৫৬৭৮-এর মতো একটি বাংলাদেশি মোবাইল নম্বর দিন।'] },
    });
    // Nothing of a refused request is saved.
    expect((await wallets(influencer)).json()).toEqual({
      bkash_number: '01712345678',
      nagad_number: null,
    });
  });
});
