import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markNotificationsReadRequestSchema,
  markNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationSchema,
} from '@portal/shared/contract/notifications';
import { signedInUser } from '../auth/authenticate';
import { requestLanguage } from '../http/language';
import { sendListPage } from '../http/pagination';
import type { NotificationService } from './service';

export interface NotificationRoutesOptions {
  notifications: NotificationService;
}

/** GET /notifications/ and POST /notifications/read/ (see docs/api-conventions.md). */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications/',
    {
      schema: {
        summary:
          'The signed-in user’s notifications, newest first (in the request’s language); `unread=true` for unread only.',
        querystring: notificationListQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) =>
        notifications.list(
          signedInUser(request).id,
          request.query.unread === 'true',
          page,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    '/notifications/read/',
    {
      schema: {
        summary: 'Mark the given notifications read, or all when `ids` is absent (own only).',
        body: markNotificationsReadRequestSchema,
        response: { 200: markNotificationsReadResponseSchema },
      },
    },
    async (request) => notifications.markRead(signedInUser(request).id, request.body.ids),
  );
};
