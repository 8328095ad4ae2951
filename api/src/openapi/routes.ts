import type { FastifyPluginAsync } from 'fastify';

/** GET /openapi.json: the whole contract, generated from the same zod schemas the routes use. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
