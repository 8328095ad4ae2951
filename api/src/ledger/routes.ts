import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/shared/contract/common';
import { balanceSchema } from '@portal/shared/contract/withdrawals';
import { signedInUser } from '../auth/authenticate';
import type { LedgerService } from './service';

export interface LedgerRoutesOptions {
  ledger: LedgerService;
}

/** GET /influencer/balance/ (spec §7). */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, options) => {
  app.get(
    '/influencer/balance/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        tags: ['withdrawals'],
        summary: "The signed-in influencer's balance and earnings, derived from the ledger.",
        security: [{ bearer: [] }],
        response: { 200: balanceSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => options.ledger.balance(signedInUser(request).id),
  );
};
