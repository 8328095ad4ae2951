import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/contract/common';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { serializerCompiler } from '../http/serializer';
import { authenticatePlugin } from './authenticate';
import { createAccessTokens } from './tokens';

/**
 * What a private route documents without writing it (see docs/api-conventions.md): the bearer
 * token, 400 and 401, and 403 only behind a guard that refuses; a public route gets none of it.
 */
describe('the schema every private route is given', () => {
  // Routes are only registered here, never called: the pool is never asked for a connection.
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const schemas = new Map<string, FastifySchema | undefined>();
  const ownUnauthorized = z.strictObject(errorBodySchema.shape);

  beforeAll(async () => {
    database = openPostgres('postgres://localhost/private-route-schema-only', 1);
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(authenticatePlugin, {
      db: database.db,
      accessTokens: createAccessTokens('a'.repeat(64)),
    });
    app.addHook('onRoute', (route) => {
      schemas.set(`${route.method as string} ${route.url}`, route.schema);
    });
    const answer = async () => ({});
    app.get('/api/open/', { config: { public: true }, schema: { summary: 'Open.' } }, answer);
    app.get('/api/mine/', { schema: { summary: 'Mine.' } }, answer);
    app.get(
      '/api/brands-only/',
      { onRequest: app.requireRole('brand'), schema: { summary: 'Brands only.' } },
      answer,
    );
    app.post(
      '/api/own-answer/',
      {
        onRequest: [app.requireRole('brand')],
        schema: { summary: 'Own answer.', response: { 401: ownUnauthorized } },
      },
      answer,
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Each documented status with the schema it answers, by identity. */
  function answers(key: string): Record<string, unknown> {
    return { ...(schemas.get(key)?.response as Record<string, unknown> | undefined) };
  }

  it('gives a public route neither the token nor the error answers', () => {
    expect(schemas.get('GET /api/open/')?.security).toBeUndefined();
    expect(answers('GET /api/open/')).toEqual({});
  });

  it('gives a signed-in route the bearer token, 400 and 401, but no 403 without a guard', () => {
    expect(schemas.get('GET /api/mine/')?.security).toEqual([{ bearer: [] }]);
    const mine = answers('GET /api/mine/');
    expect(Object.keys(mine)).toEqual(['400', '401']);
    expect(mine['400']).toBe(errorBodySchema);
    expect(mine['401']).toBe(errorBodySchema);
  });

  it('adds 403 behind a role, and keeps what the route declares itself', () => {
    const brandsOnly = answers('GET /api/brands-only/');
    expect(Object.keys(brandsOnly)).toEqual(['400', '401', '403']);
    expect(brandsOnly['403']).toBe(errorBodySchema);
    const ownAnswer = answers('POST /api/own-answer/');
    expect(Object.keys(ownAnswer)).toEqual(['400', '401', '403']);
    expect(ownAnswer['401']).toBe(ownUnauthorized);
  });
});
