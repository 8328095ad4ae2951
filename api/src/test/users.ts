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
