import Fastify from 'fastify';
import type { CurrentUser } from '../auth/authenticate';
import { bearer } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { acceptedLanguage, languageHeaders, requestLanguage } from './language';

describe('acceptedLanguage: the Accept-Language header, read', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['BN-bd', 'bn'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
  ] as const)('%s → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it('goes by weight, not by order', () => {
    expect(acceptedLanguage('en;q=0.5, bn;q=0.8')).toBe('bn');
    expect(acceptedLanguage('bn;q=0.3, en-US;q=0.9')).toBe('en');
    expect(acceptedLanguage('bn;q=0.5, en')).toBe('en');
  });

  it('keeps the header order among equal weights', () => {
    expect(acceptedLanguage('bn, en')).toBe('bn');
    expect(acceptedLanguage('en;q=0.8, bn;q=0.8')).toBe('en');
  });

  it('skips the languages it does not have and takes the first it has', () => {
    expect(acceptedLanguage('fr-FR, de;q=0.9, bn;q=0.5')).toBe('bn');
    expect(acceptedLanguage('hi, en;q=0.1')).toBe('en');
  });

  it('never takes a language the client refuses with q=0', () => {
    expect(acceptedLanguage('bn;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('en;q=0.000')).toBeUndefined();
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['only other languages', 'fr, de;q=0.5'],
    ['only *', '*'],
    ['* before another language', '*, fr;q=0.5'],
    ['a language the portal shares no primary subtag with', 'eng, bnx'],
  ])('has none for %s', (_case, header) => {
    expect(acceptedLanguage(header)).toBeUndefined();
  });

  it.each([
    ['no range', ';q=0.5'],
    ['a weight above 1', 'bn;q=2'],
    ['a negative weight', 'bn;q=-1'],
    ['a weight with four decimals', 'bn;q=0.1234'],
    ['a weight that is no number', 'bn;q=high'],
    ['a range with spaces inside', 'b n'],
    ['a subtag longer than 8', 'bn-abcdefghi'],
    ['punctuation', 'bn_BD'],
    ['characters outside ASCII', 'বাংলা'],
  ])('skips an element with %s, reading the rest', (_case, element) => {
    expect(acceptedLanguage(`${element}, en;q=0.1`)).toBe('en');
  });

  it('reads spaces around the parts and an upper-case Q', () => {
    expect(acceptedLanguage(' en ; Q=0.2 ,  bn-BD ; q = 0.9 ')).toBe('bn');
  });

  it('survives nonsense', () => {
    for (const header of [',,,', ';;;', 'q=1', '\u0000', 'a'.repeat(10_000), 'bn;q=0.5;q=']) {
      expect(() => acceptedLanguage(header)).not.toThrow();
    }
    expect(acceptedLanguage('bn;q=0.5;q=')).toBeUndefined();
  });
});

describe('requestLanguage and the headers of a worded answer', () => {
  const someone = (language: CurrentUser['language']): CurrentUser => ({
    id: 1,
    role: 'brand',
    username: 'someone',
    language,
    sessionId: null,
    emailVerified: true,
  });

  async function answer(headers: Record<string, string>, user: CurrentUser | null, words: boolean) {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = user;
    });
    app.addHook('onSend', async (request, reply) => languageHeaders(request, reply));
    app.get('/', async (request, reply) => {
      void reply.header('Vary', 'Accept-Encoding');
      return { language: words ? requestLanguage(request) : null };
    });
    const response = await app.inject({ method: 'GET', url: '/', headers });
    await app.close();
    return response;
  }

  it('the header first, then the profile, then English', async () => {
    const fromHeader = await answer({ 'accept-language': 'bn-BD' }, someone('en'), true);
    expect(fromHeader.json()).toEqual({ language: 'bn' });
    const fromProfile = await answer({ 'accept-language': 'fr' }, someone('bn'), true);
    expect(fromProfile.json()).toEqual({ language: 'bn' });
    const nobody = await answer({ 'accept-language': '*' }, null, true);
    expect(nobody.json()).toEqual({ language: 'en' });
  });

  it('a worded answer says its language and that it varies with Accept-Language', async () => {
    const response = await answer({ 'accept-language': 'bn' }, null, true);
    expect(response.headers['content-language']).toBe('bn');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
  });

  it('an answer that is data only carries neither', async () => {
    const response = await answer({ 'accept-language': 'bn' }, null, false);
    expect(response.headers['content-language']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
  });
});

describe('the language of an answer in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, (app) => {
      app.get('/api/test/worded', async (request) => ({ language: requestLanguage(request) }));
      app.get('/api/test/worded-publicly', { config: { public: true } }, async (request) => ({
        language: requestLanguage(request),
      }));
    });
  });
  afterAll(() => t.close());

  const ask = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('is the signed-in user’s profile language when the request names none it has', async () => {
    const user = await registerUser(t.app, 'influencer');
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language/',
      headers: bearer(user),
      payload: { language: 'bn' },
    });
    const fromProfile = await ask('/api/test/worded', { ...bearer(user), 'accept-language': 'fr' });
    expect(fromProfile.json()).toEqual({ language: 'bn' });
    expect(fromProfile.headers['content-language']).toBe('bn');
    expect(fromProfile.headers.vary).toMatch(/accept-language/i);

    const fromHeader = await ask('/api/test/worded', { ...bearer(user), 'accept-language': 'en' });
    expect(fromHeader.json()).toEqual({ language: 'en' });
    expect(fromHeader.headers['content-language']).toBe('en');
  });

  it('is English for a visitor who names no language the portal has', async () => {
    const response = await ask('/api/test/worded-publicly', { 'accept-language': 'de-DE' });
    expect(response.json()).toEqual({ language: 'en' });
    expect(response.headers['content-language']).toBe('en');
  });

  it('is not named on an answer that is data only', async () => {
    const response = await ask('/api/health', { 'accept-language': 'bn' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-language/i);
  });
});
