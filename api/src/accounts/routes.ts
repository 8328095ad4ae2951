import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedResponseSchema,
  accountSchema,
  accountSessionListSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sessionIdParamSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  walletsSchema,
  walletsUpdateSchema,
  type AcceptedResponse,
} from '@portal/shared/contract/accounts';
import { errorBodySchema } from '@portal/shared/contract/common';
import { emailPreferencesSchema } from '@portal/shared/contract/notifications';
import { signedInUser } from '../auth/authenticate';
import { requestLanguage } from '../http/language';
import { noBodySchema } from '../http/no-body';
import { sentenceIn } from '../texts';
import type { AccountService } from './service';

export interface AccountRoutesOptions {
  accounts: AccountService;
  /** The per-address limit of the sign-in calls; undefined when rate limits are off. */
  addressLimit: onRequestHookHandler | undefined;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/** The sentence of a 202 in the reader's language, as error sentences are. */
function accepted(request: FastifyRequest, answer: AcceptedResponse): AcceptedResponse {
  const language = requestLanguage(request);
  return { detail: sentenceIn(language, answer.detail) };
}

/**
 * The account (see docs/accounts.md): GET /account/, the e-mail links (verify, resend, forgot,
 * reset), PUT /account/password/ and /account/email/, the sessions, and GET/PUT /account/wallets/.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { accounts } = options;
  // The links' calls are public; their answers are about an account: never stored.
  const linkConfig = { public: true, private: true };
  // Forgot and reset share the sign-in calls' budget per address instead of the per-user one.
  const signInConfig = { ...linkConfig, rateLimit: false as const };
  const addressLimit = options.addressLimit === undefined ? [] : [options.addressLimit];

  app.get(
    '/account/',
    {
      schema: {
        summary: 'The signed-in user’s address, whether it is verified, and a change waiting.',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => accounts.account(signedInUser(request).id),
  );

  app.get(
    '/account/email-preferences/',
    {
      schema: {
        summary: 'The kinds of notification whose e-mails the signed-in user switched off.',
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => accounts.emailPreferences(signedInUser(request).id),
  );

  app.put(
    '/account/email-preferences/',
    {
      schema: {
        summary: 'Switch e-mails of notification kinds off (those listed) or on (the others).',
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => accounts.setEmailPreferences(signedInUser(request).id, request.body),
  );

  app.post(
    '/email/verify/',
    {
      config: linkConfig,
      schema: {
        summary: 'Open a verification link: the address is verified (and replaces the old one).',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => accounts.verifyEmail(request.body.token),
  );

  app.post(
    '/email/verify/resend/',
    {
      schema: {
        summary: 'Send the verification link again (one a minute, five an hour).',
        body: noBodySchema,
        response: { 202: acceptedResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(accepted(request, await accounts.resendVerification(signedInUser(request).id))),
  );

  app.post(
    '/password/forgot/',
    {
      config: signInConfig,
      onRequest: addressLimit,
      schema: {
        summary: 'E-mail a link to reset the password; the same answer for any address.',
        body: forgotPasswordRequestSchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(accepted(request, await accounts.forgotPassword(request.body.email))),
  );

  app.post(
    '/password/reset/',
    {
      config: signInConfig,
      onRequest: addressLimit,
      schema: {
        summary: 'Choose a new password with a reset link: every session is signed out.',
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/account/password/',
    {
      schema: {
        summary: 'Change the password: the other sessions are signed out, this one stays.',
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { current_password, new_password } = request.body;
      await accounts.changePassword(signedInUser(request), current_password, new_password);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/account/email/',
    {
      schema: {
        summary:
          'Change the address: it replaces the old one once its verification link is opened.',
        body: changeEmailRequestSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) =>
      accounts.changeEmail(
        signedInUser(request).id,
        request.body.current_password,
        request.body.email,
      ),
  );

  app.get(
    '/account/sessions/',
    {
      schema: {
        summary: 'The signed-in devices (at most 100), the last used first.',
        response: { 200: accountSessionListSchema, ...errors },
      },
    },
    async (request) => accounts.sessions(signedInUser(request)),
  );

  app.delete(
    '/account/sessions/:id/',
    {
      schema: {
        summary: 'Sign out one session: its tokens stop working at once.',
        params: sessionIdParamSchema,
        response: { 204: z.null(), 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.endSession(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sessions/sign-out-others/',
    {
      schema: {
        summary: 'Sign out every session but this one.',
        body: noBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.endOtherSessions(signedInUser(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/wallets/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary: 'The signed-in user’s saved bKash and Nagad numbers (null when not saved).',
        response: { 200: walletsSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request) => accounts.wallets(signedInUser(request).id),
  );

  app.put(
    '/account/wallets/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary:
          'Save the bKash and Nagad numbers: a brand’s refunds go to them (see docs/money.md).',
        description:
          'Each a Bangladeshi mobile number (Bengali digits accepted), stored as 11 digits, or null.',
        body: walletsUpdateSchema,
        response: { 200: walletsSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request) => accounts.saveWallets(signedInUser(request).id, request.body),
  );
};
