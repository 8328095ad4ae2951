import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementLineSchema } from '@portal/shared/contract/collaborations';
import { errorBodySchema, pageQuerySchema } from '@portal/shared/contract/common';
import { balanceSchema } from '@portal/shared/contract/withdrawals';
import { signedInUser } from '../auth/authenticate';
import { linkNextPage } from '../http/pagination';
import type { LedgerService } from './service';

export interface LedgerRoutesOptions {
  ledger: LedgerService;
}

const security = [{ bearer: [] }];

/** GET /influencer/balance/ (spec §7) and GET /statement/ (design §6). */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, options) => {
  app.get(
    '/influencer/balance/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        tags: ['withdrawals'],
        summary:
          "The signed-in influencer's balance, earnings and money in escrow, from the ledger.",
        security,
        response: { 200: balanceSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => options.ledger.balance(signedInUser(request).id),
  );

  app.get(
    '/statement/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        tags: ['withdrawals'],
        summary:
          "The signed-in user's money lines, newest first, in keyset pages; an influencer's with the balance after each.",
        security,
        querystring: pageQuerySchema,
        response: {
          200: z.array(statementLineSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const role = user.role === 'brand' ? 'brand' : 'influencer';
      const { cursor, limit } = request.query;
      const page = await options.ledger.statement({ role, id: user.id }, cursor, limit);
      if (page.next !== undefined) linkNextPage(request, reply, page.next, limit);
      return page.lines;
    },
  );
};
