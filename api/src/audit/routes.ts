import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogEntrySchema, auditLogQuerySchema } from '@portal/shared/contract/audit';
import { errorBodySchema } from '@portal/shared/contract/common';
import { decodeCursor, sendPage } from '../http/pagination';
import type { AuditService } from './service';

export interface AuditRoutesOptions {
  audit: AuditService;
}

/** GET /admin/audit-log/ (docs/api-conventions.md: admin actions are written to an audit log). */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { audit }) => {
  app.get(
    '/admin/audit-log/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary:
          "The admins' decisions with the state before and after, newest first (admins only).",
        querystring: auditLogQuerySchema,
        response: {
          200: z.array(auditLogEntrySchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const rows = await audit.list({ beforeId: decodeCursor(cursor), limit });
      return sendPage(request, reply, rows, limit);
    },
  );
};
