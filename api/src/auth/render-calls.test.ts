import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { activeUser, signedInUser } from './authenticate';
import { oncePerRender, renderCalls } from './render-calls';
import { createAccessTokens } from './tokens';

let t: TestApp;
/** How many times the probe's once-per-render work ran. */
let worked = 0;

beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get('/api/test/me', async (request) => {
      await oncePerRender(request, 'probe', async () => {
        worked += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      return { id: signedInUser(request).id, worked };
    });
  });
});
afterAll(() => t.close());

/** A render's calls for a freshly registered user, as render.ts makes them. */
async function aRender() {
  const user = await registerUser(t.app, 'brand');
  const claims = await createAccessTokens(t.config.jwtSecret).verify(user.access);
  const { user: apiUser } = await activeUser(t.database.db, claims);
  return { user, call: renderCalls(user.access, apiUser) };
}

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/test/me',
    headers: { authorization: `Bearer ${token}` },
  });

describe("a page render's API calls", () => {
  it('are answered as the user the render checked, without checking the session again', async () => {
    const { user, call } = await aRender();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));

    const inRender = await call(() => me(user.access));
    expect(inRender.statusCode).toBe(200);
    expect(inRender.json()).toMatchObject({ id: user.user.id });
    // The same token outside the render is checked against the database as always.
    expect((await me(user.access)).statusCode).toBe(401);
  });

  it("never take another token inside the render as the render's", async () => {
    const { call } = await aRender();
    const other = await registerUser(t.app, 'influencer');
    const answer = await call(() => me(other.access));
    expect(answer.json()).toMatchObject({ id: other.user.id });
    expect((await call(() => me('not-a-token'))).statusCode).toBe(401);
  });

  it('do once-per-render work once for all the calls, any other request every time', async () => {
    const { user, call } = await aRender();
    worked = 0;
    const answers = await Promise.all([1, 2, 3].map(() => call(() => me(user.access))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(worked).toBe(1);
    await me(user.access);
    await me(user.access);
    expect(worked).toBe(3);
  });
});
