import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDashboardSchema,
  brandDashboardSchema,
  influencerDashboardSchema,
} from '@portal/shared/contract/dashboards';
import { signedInUser } from '../auth/authenticate';
import type { DashboardsService } from './service';

export interface DashboardRoutesOptions {
  dashboards: DashboardsService;
}

/**
 * GET /dashboard/brand/, /dashboard/influencer/, /dashboard/admin/ (see docs/api-conventions.md).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/dashboard/brand/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary: "The brand's stat cards, recent campaigns and recent applications.",
        response: { 200: brandDashboardSchema },
      },
    },
    async (request) => options.dashboards.brand(signedInUser(request).id),
  );

  app.get(
    '/dashboard/influencer/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary: "The influencer's stat cards, the newest open campaigns and recent applications.",
        description:
          '`available_campaigns` are the newest campaigns open to apply to (active, of an active ' +
          'brand, deadline not passed), the ones the influencer already applied to included: ' +
          'their `application_status` is the status of that application, null on the others.',
        response: { 200: influencerDashboardSchema },
      },
    },
    async (request) => options.dashboards.influencer(signedInUser(request).id),
  );

  app.get(
    '/dashboard/admin/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: 'Platform totals, the newest users and the newest campaigns.',
        response: { 200: adminDashboardSchema },
      },
    },
    async () => options.dashboards.admin(),
  );
};
