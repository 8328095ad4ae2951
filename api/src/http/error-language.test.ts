import { insertCampaign } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Language = 'en' | 'bn';
const headers = (language: Language, access?: string) => ({
  'accept-language': language,
  ...(access === undefined ? {} : { authorization: `Bearer ${access}` }),
});

/** A brand's campaign and an influencer who applied to it once. */
async function appliedOnce() {
  const brand = await registerUser(t.app, 'brand');
  const influencer = await registerUser(t.app, 'influencer');
  const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
  const apply = (language: Language) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications/',
      headers: headers(language, influencer.access),
      payload: { campaign: campaign.id, proposal: 'I would love to.' },
    });
  expect((await apply('en')).statusCode).toBe(201);
  return { brand, influencer, apply };
}

describe('error sentences in the request’s language', () => {
  it('answers a 400 with its fields in Bangla, numbers in Bengali digits; English unchanged', async () => {
    const brand = await registerUser(t.app, 'brand');
    const create = (language: Language) =>
      t.app.inject({
        method: 'POST',
        url: '/api/campaigns/',
        headers: headers(language, brand.access),
        payload: {
          title: 'x'.repeat(201),
          description: '',
          budget: '1500',
          category: 'fashion',
        },
      });
    const bangla = await create('bn');
    expect(bangla.statusCode).toBe(400);
    expect(bangla.headers['content-language']).toBe('bn');
    expect(bangla.json()).toEqual({
      error: 'চিহ্নিত ঘরগুলো ঠিক করুন।',
      fields: {
        title: ['শিরোনাম সর্বোচ্চ ২০০ অক্ষরের হতে পারে।'],
        description: ['বিবরণ লিখতে হবে।'],
      },
    });
    expect((await create('en')).json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: {
        title: ['Title is at most 200 characters.'],
        description: ['Description is required.'],
      },
    });
  });

  it('answers a 401 in Bangla', async () => {
    const list = (language: Language) =>
      t.app.inject({ method: 'GET', url: '/api/notifications/', headers: headers(language) });
    expect((await list('bn')).json()).toEqual({ error: 'অনুগ্রহ করে লগইন করুন।' });
    expect((await list('en')).json()).toEqual({ error: 'Please log in.' });
  });

  it('answers a 403 in Bangla', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const create = (language: Language) =>
      t.app.inject({
        method: 'POST',
        url: '/api/campaigns/',
        headers: headers(language, influencer.access),
        payload: {},
      });
    const bangla = await create('bn');
    expect(bangla.statusCode).toBe(403);
    expect(bangla.json()).toEqual({ error: 'আপনার এটি করার অনুমতি নেই।' });
    expect((await create('en')).json()).toEqual({ error: 'You are not allowed to do that.' });
  });

  it('answers a 404 in Bangla', async () => {
    const user = await registerUser(t.app, 'brand');
    const read = (language: Language) =>
      t.app.inject({
        method: 'GET',
        url: '/api/campaigns/2000000000/',
        headers: headers(language, user.access),
      });
    const bangla = await read('bn');
    expect(bangla.statusCode).toBe(404);
    expect(bangla.json()).toEqual({ error: 'ক্যাম্পেইনটি পাওয়া যায়নি।' });
    expect((await read('en')).json()).toEqual({ error: 'Campaign not found.' });
  });

  it('answers a 409 in Bangla', async () => {
    const { apply } = await appliedOnce();
    const bangla = await apply('bn');
    expect(bangla.statusCode).toBe(409);
    expect(bangla.json()).toEqual({ error: 'আপনি ইতিমধ্যে এই ক্যাম্পেইনে আবেদন করেছেন।' });
    expect((await apply('en')).json()).toEqual({
      error: 'You have already applied to this campaign.',
    });
  });

  it('answers in English without Accept-Language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/' });
    expect(response.json()).toEqual({ error: 'Please log in.' });
  });
});
