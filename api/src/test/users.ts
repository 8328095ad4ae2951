import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@portal/shared/contract/auth';

let counter = 0;

/** Registers a new user with unique names; returns the answer of POST /api/register/. */
export async function registerUser(
  app: FastifyInstance,
  role: 'brand' | 'influencer' = 'influencer',
  password = 'correct-horse-battery',
): Promise<AuthResponse & { password: string }> {
  counter += 1;
  const username = `user_${process.pid}_${counter}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username, email: `${username}@example.com`, password, role },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { ...(response.json() as AuthResponse), password };
}

/** Signs a registered user in once more (POST /api/login/): a new session of theirs. */
export async function signInAgain(
  app: FastifyInstance,
  user: AuthResponse & { password: string },
): Promise<AuthResponse & { password: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: user.user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { ...(response.json() as AuthResponse), password: user.password };
}
