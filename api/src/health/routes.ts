import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@portal/shared/contract/auth';

/** GET /health: the process answers. Never rate-limited, never touches the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Whether the API process answers; never touches the database.',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
