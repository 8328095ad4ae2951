import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, pageQuerySchema } from '@portal/shared/contract/common';
import {
  connectionSchema,
  markThreadReadRequestSchema,
  markThreadReadResponseSchema,
  messageListQuerySchema,
  messageSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
  unreadMessageCountSchema,
} from '@portal/shared/contract/messages';
import { signedInUser } from '../auth/authenticate';
import { sendListPage } from '../http/pagination';
import type { MessageService } from './service';

export interface MessageRoutesOptions {
  messages: MessageService;
}

/**
 * GET/POST /messages/, GET /messages/connections/, POST /messages/start-conversation/, and the
 * read state: GET /messages/unread-count/, POST /messages/read/.
 */
export const messageRoutes: FastifyPluginAsyncZod<MessageRoutesOptions> = async (
  app,
  { messages },
) => {
  app.get(
    '/messages/',
    {
      schema: {
        summary: 'The signed-in user’s messages, newest first; `with` narrows to one thread.',
        querystring: messageListQuerySchema,
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) =>
        messages.list(signedInUser(request).id, request.query.with, page),
      ),
  );

  app.get(
    '/messages/connections/',
    {
      schema: {
        summary: 'Users with an approved collaboration with the signed-in user (none for admins).',
        querystring: pageQuerySchema,
        response: { 200: z.array(connectionSchema) },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, (page) => messages.connections(signedInUser(request).id, page)),
  );

  app.post(
    '/messages/start-conversation/',
    {
      schema: {
        summary: 'Open a conversation with a collaborator; answers the connection.',
        body: startConversationRequestSchema,
        response: { 200: connectionSchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      messages.startConversation(signedInUser(request).id, request.body.receiver_id),
  );

  app.post(
    '/messages/',
    {
      schema: {
        summary: 'Send a message to a collaborator (restricted words are refused).',
        body: sendMessageRequestSchema,
        response: { 201: messageSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await messages.send(signedInUser(request), request.body.receiver, request.body.content),
        ),
  );

  app.get(
    '/messages/unread-count/',
    {
      schema: {
        summary: 'How many messages sent to the signed-in user are unread (the navigation badge).',
        response: { 200: unreadMessageCountSchema },
      },
    },
    async (request) => messages.unreadCount(signedInUser(request).id),
  );

  app.post(
    '/messages/read/',
    {
      schema: {
        summary:
          'Mark read the messages a user sent the signed-in user, up to the message `up_to` when given (own messages only).',
        body: markThreadReadRequestSchema,
        response: { 200: markThreadReadResponseSchema },
      },
    },
    async (request) =>
      messages.markRead(signedInUser(request).id, request.body.with, request.body.up_to),
  );
};
