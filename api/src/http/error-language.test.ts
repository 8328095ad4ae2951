import type { LightMyRequestResponse } from 'fastify';
import { insertCampaign } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Language = 'en' | 'bn';
type Send = (headers: Record<string, string>) => Promise<LightMyRequestResponse>;

/** A request as a user sends it, signed in with `access` when given. */
const asUser =
  (method: 'GET' | 'POST', url: string, access?: string, payload?: object): Send =>
  (headers) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(access === undefined ? {} : { authorization: `Bearer ${access}` }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

/** `send` answers `status` with `bangla` for Accept-Language: bn, and `english` as before. */
async function expectAnswers(
  send: Send,
  status: number,
  answers: Record<Language, { error: string; fields?: Record<string, string[]> }>,
) {
  const bangla = await send({ 'accept-language': 'bn' });
  expect(bangla.statusCode).toBe(status);
  expect(bangla.headers['content-language']).toBe('bn');
  expect(bangla.json()).toEqual(answers.bn);
  const english = await send({ 'accept-language': 'en' });
  expect(english.statusCode).toBe(status);
  expect(english.json()).toEqual(answers.en);
  // No Accept-Language and no profile language: English.
  expect((await send({})).json()).toEqual(answers.en);
}

describe('error sentences in the request’s language', () => {
  it('answers a 400 with its fields in Bangla, numbers in Bengali digits', async () => {
    const brand = await registerUser(t.app, 'brand');
    const campaign = {
      title: 'x'.repeat(201),
      description: '',
      budget: '1500',
      category: 'fashion',
    };
    await expectAnswers(asUser('POST', '/api/campaigns/', brand.access, campaign), 400, {
      bn: {
        error: 'চিহ্নিত ঘরগুলো ঠিক করুন।',
        fields: {
          title: ['শিরোনাম সর্বোচ্চ ২০০ অক্ষরের হতে পারে।'],
          description: ['বিবরণ লিখতে হবে।'],
        },
      },
      en: {
        error: 'Please correct the highlighted fields.',
        fields: {
          title: ['Title is at most 200 characters.'],
          description: ['Description is required.'],
        },
      },
    });
  });

  it('answers a 401 in Bangla', async () => {
    await expectAnswers(asUser('GET', '/api/notifications/'), 401, {
      bn: { error: 'অনুগ্রহ করে লগইন করুন।' },
      en: { error: 'Please log in.' },
    });
  });

  it('answers a 403 in Bangla', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    await expectAnswers(asUser('POST', '/api/campaigns/', influencer.access, {}), 403, {
      bn: { error: 'আপনার এটি করার অনুমতি নেই।' },
      en: { error: 'You are not allowed to do that.' },
    });
  });

  it('answers a 404 in Bangla', async () => {
    const brand = await registerUser(t.app, 'brand');
    await expectAnswers(asUser('GET', '/api/campaigns/2000000000/', brand.access), 404, {
      bn: { error: 'ক্যাম্পেইনটি পাওয়া যায়নি।' },
      en: { error: 'Campaign not found.' },
    });
  });

  it('answers a 409 in Bangla', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
    const apply = asUser('POST', '/api/applications/', influencer.access, {
      campaign: campaign.id,
      proposal: 'I would love to.',
    });
    expect((await apply({})).statusCode).toBe(201);
    await expectAnswers(apply, 409, {
      bn: { error: 'আপনি ইতিমধ্যে এই ক্যাম্পেইনে আবেদন করেছেন।' },
      en: { error: 'You have already applied to this campaign.' },
    });
  });
});
