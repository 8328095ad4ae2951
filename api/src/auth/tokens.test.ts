import { SignJWT } from 'jose';
import { createAccessTokens } from './tokens';

const SECRET = 'a-secret-of-at-least-32-characters-long';

afterEach(() => jest.restoreAllMocks());

describe('access tokens', () => {
  it('carries the session it was issued in', async () => {
    const tokens = createAccessTokens(SECRET);
    const sessionId = '8d1f8a3e-2c4b-4d7a-9f0e-1a2b3c4d5e6f';
    const token = await tokens.sign({ userId: 7, role: 'brand', tokenVersion: 0, sessionId });
    expect(await tokens.verify(token)).toMatchObject({ sessionId });
  });

  it('answers the claims it signed', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({ userId: 7, role: 'brand', tokenVersion: 3, sessionId: null });
    expect(await tokens.verify(token)).toEqual({
      userId: 7,
      role: 'brand',
      tokenVersion: 3,
      sessionId: null,
      expiresAt: expect.any(Date),
    });
  });

  it('reads a token issued before token versions existed as version 0', async () => {
    const legacy = await new SignJWT({ role: 'brand' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('influencer-portal')
      .setAudience('influencer-portal-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await createAccessTokens(SECRET).verify(legacy)).toMatchObject({
      tokenVersion: 0,
      sessionId: null,
    });
  });

  it('checks the signature of a token once, then answers its claims from memory', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({ userId: 7, role: 'brand', tokenVersion: 0, sessionId: null });
    const signatureChecks = jest.spyOn(globalThis.crypto.subtle, 'verify');
    const first = await tokens.verify(token);
    const second = await tokens.verify(token);
    expect(second).toEqual(first);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({ userId: 7, role: 'brand', tokenVersion: 0, sessionId: null });
    const claims = await tokens.verify(token);
    expect(claims).toBeDefined();
    jest.spyOn(Date, 'now').mockReturnValue(claims!.expiresAt.getTime());
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses an altered copy of a remembered token and one signed with another secret', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({ userId: 7, role: 'brand', tokenVersion: 0, sessionId: null });
    await tokens.verify(token);
    const [head, , signature] = token.split('.');
    const adminBody = Buffer.from(
      JSON.stringify({ role: 'admin', sub: '7', exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    expect(await tokens.verify(`${head}.${adminBody}.${signature}`)).toBeUndefined();
    const forged = await createAccessTokens('another-secret-of-at-least-32-characters').sign({
      userId: 7,
      role: 'admin',
      tokenVersion: 0,
      sessionId: null,
    });
    expect(await tokens.verify(forged)).toBeUndefined();
  });

  it('forgets the oldest token when 10,000 newer ones have been verified', async () => {
    const tokens = createAccessTokens(SECRET);
    const oldest = await tokens.sign({
      userId: 1,
      role: 'brand',
      tokenVersion: 0,
      sessionId: null,
    });
    await tokens.verify(oldest);
    for (let userId = 2; userId <= 10_001; userId += 1) {
      await tokens.verify(
        await tokens.sign({ userId, role: 'influencer', tokenVersion: 0, sessionId: null }),
      );
    }
    const signatureChecks = jest.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await tokens.verify(oldest)).toMatchObject({ userId: 1 });
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });
});
