import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/shared/contract/common';
import { receiptNumberParamSchema, receiptSchema } from '@portal/shared/contract/receipts';
import { signedInUser } from '../auth/authenticate';
import type { ReceiptService } from './service';

export interface ReceiptRoutesOptions {
  receipts: ReceiptService;
}

/** GET /receipts/{number}/ (see docs/money.md). */
export const receiptRoutes: FastifyPluginAsyncZod<ReceiptRoutesOptions> = async (
  app,
  { receipts },
) => {
  app.get(
    '/receipts/:number/',
    {
      schema: {
        summary:
          'A numbered receipt of a confirmed payment, release, refund or payout, for its parties and admins.',
        params: receiptNumberParamSchema,
        response: {
          200: receiptSchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => receipts.find(signedInUser(request), request.params.number),
  );
};
