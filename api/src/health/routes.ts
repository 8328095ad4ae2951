import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@portal/shared/contract/auth';

const HEALTHY = { status: 'ok' } as const;

/**
 * GET /health: the process answers. Never rate-limited, never touches the database, never
 * compressed (its answer is 15 bytes): a load balancer asks often.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      compress: false,
      schema: {
        summary: 'Whether the API process answers; never touches the database.',
        response: { 200: healthResponseSchema },
      },
    },
    // Answered synchronously: an async handler costs each probe a promise.
    () => HEALTHY,
  );
};
