import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogEntrySchema, auditLogQuerySchema } from '@portal/shared/contract/audit';
import { sendListPage } from '../http/pagination';
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
        summary:
          "The admins' decisions with the state before and after, newest first (admins only).",
        querystring: auditLogQuerySchema,
        response: {
          200: z.array(auditLogEntrySchema),
        },
      },
    },
    async (request, reply) => sendListPage(request, reply, (page) => audit.list(page)),
  );
};
