import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  SECURITY_SETTINGS_PATH,
  type EmailVerificationMode,
} from '@portal/shared/contract/accounts';
import { forbiddingGuard, signedInUser } from '../auth/authenticate';
import { forbidden } from '../http/errors';

export const PAY_NEEDS_VERIFIED_EMAIL =
  'Verify your email address before you pay. Open the link we sent you, or send a new one from Security settings.';
export const WITHDRAW_NEEDS_VERIFIED_EMAIL =
  'Verify your email address before you withdraw. Open the link we sent you, or send a new one from Security settings.';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook, after authentication: with EMAIL_VERIFICATION=mandatory, 403 with `sentence`
     * and a link to Security settings unless the user's address is verified (see docs/accounts.md).
     */
    requireVerifiedEmail(sentence: string): Hook;
  }
}

async function plugin(
  app: FastifyInstance,
  options: { emailVerification: EmailVerificationMode },
): Promise<void> {
  app.decorate('requireVerifiedEmail', (sentence: string): Hook =>
    forbiddingGuard(async (request) => {
      if (options.emailVerification !== 'mandatory') return;
      if (!signedInUser(request).emailVerified) throw forbidden(sentence, SECURITY_SETTINGS_PATH);
    }),
  );
}

/** Money leaves an account only from a verified address: the brand's payment, the payout. */
export const verifiedEmailGate = fp(plugin, { name: 'verified-email-gate' });
