import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementLineSchema, type StatementLine } from '@portal/shared/contract/collaborations';
import { pageQuerySchema } from '@portal/shared/contract/common';
import { balanceSchema } from '@portal/shared/contract/withdrawals';
import { dhakaDateTime } from '@portal/shared/dates';
import { signedInUser } from '../auth/authenticate';
import { csvNumber, sendCsv, type CsvColumn } from '../http/csv';
import { linkNextPage } from '../http/pagination';
import type { LedgerService } from './service';

export interface LedgerRoutesOptions {
  ledger: LedgerService;
}

const optionalNumber = (value: string | number | null) =>
  value === null ? null : csvNumber(value);

/** The columns of a statement download, its times in Dhaka time as the portal shows them. */
const STATEMENT_COLUMNS: CsvColumn<StatementLine>[] = [
  {
    header: 'csv.timeDhaka',
    cell: (line) => dhakaDateTime(line.created_at),
  },
  { header: 'csv.kind', cell: (line) => line.kind },
  { header: 'csv.direction', cell: (line) => line.direction },
  { header: 'csv.amount', cell: (line) => csvNumber(line.amount) },
  { header: 'csv.fee', cell: (line) => optionalNumber(line.fee) },
  { header: 'csv.balance', cell: (line) => optionalNumber(line.balance) },
  { header: 'csv.campaign', cell: (line) => line.campaign_title },
  { header: 'csv.counterparty', cell: (line) => line.counterparty },
  {
    header: 'csv.applicationId',
    cell: (line) => optionalNumber(line.application_id),
  },
  {
    header: 'csv.transactionId',
    cell: (line) => line.transaction_id,
  },
  {
    header: 'csv.receiptNo',
    cell: (line) => optionalNumber(line.receipt_number),
  },
];

/**
 * GET /influencer/balance/ (see docs/api-conventions.md), GET /statement/ (see docs/money.md) and
 * its CSV download.
 */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, options) => {
  app.get(
    '/influencer/balance/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary:
          "The signed-in influencer's balance, earnings and money in escrow, from the ledger.",
        response: { 200: balanceSchema },
      },
    },
    async (request) => options.ledger.balance(signedInUser(request).id),
  );

  app.get(
    '/statement/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary:
          "The signed-in user's money lines, newest first, in keyset pages; an influencer's with the balance after each.",
        querystring: pageQuerySchema,
        response: {
          200: z.array(statementLineSchema),
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

  app.get(
    '/statement/export/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary:
          "Every line of the signed-in user's statement, newest first, as a CSV download (times in Dhaka time).",
        response: {
          200: { content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const role = user.role === 'brand' ? 'brand' : 'influencer';
      const lines = options.ledger.exportStatement({ role, id: user.id });
      return sendCsv(request, reply, 'statement', STATEMENT_COLUMNS, lines);
    },
  );
};
