import { z } from 'zod';
import { serializerCompiler } from './serializer';

function serialiserOf(schema: z.ZodType): (data: unknown) => string {
  return serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
}

const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(['pending', 'accepted']).nullable(),
  created_at: z.string(),
});

test('writes exactly the contract fields: a field a service adds (a password hash) never leaves', () => {
  const serialise = serialiserOf(z.array(userSchema));
  const written = serialise([
    {
      id: 7,
      username: 'rahim',
      status: null,
      created_at: '2026-11-24T00:00:00.000Z',
      password_hash: 'scrypt$secret',
    },
  ]);
  expect(JSON.parse(written)).toEqual([
    { id: 7, username: 'rahim', status: null, created_at: '2026-11-24T00:00:00.000Z' },
  ]);
  expect(written).not.toContain('scrypt');
});

test('a nullable enum is written with its value or null', () => {
  const serialise = serialiserOf(userSchema);
  const base = { id: 1, username: 'a', created_at: 'x' };
  expect(JSON.parse(serialise({ ...base, status: 'accepted' })).status).toBe('accepted');
  expect(JSON.parse(serialise({ ...base, status: null })).status).toBeNull();
});

test('a union keeps the zod serialiser: each variant is written by its own shape', () => {
  const serialise = serialiserOf(
    z.union([
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b') }),
    ]),
  );
  expect(JSON.parse(serialise({ kind: 'a', a: 'text', extra: 1 }))).toEqual({
    kind: 'a',
    a: 'text',
  });
  expect(JSON.parse(serialise({ kind: 'b' }))).toEqual({ kind: 'b' });
});

test('an answer missing a required field is refused rather than sent incomplete', () => {
  const serialise = serialiserOf(userSchema);
  expect(() => serialise({ id: 1, status: null, created_at: 'x' })).toThrow();
});
