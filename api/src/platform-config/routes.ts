import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformConfigSchema, type PlatformConfig } from '@portal/shared/contract/platform-config';
import type { AppConfig } from '../config';
import { configuredTaka } from '../ledger/money';

export interface PlatformConfigRoutesOptions {
  config: Pick<
    AppConfig,
    'payTo' | 'platformFeePercent' | 'minWithdrawal' | 'escrowAutoReleaseHours' | 'revisionRounds'
  >;
}

/**
 * GET /config/ (see docs/money.md): the settings a client shows: where to pay, the fee, the limits.
 */
export const platformConfigRoutes: FastifyPluginAsyncZod<PlatformConfigRoutesOptions> = async (
  app,
  { config },
) => {
  const answer: PlatformConfig = {
    pay_to: { bkash: config.payTo.bkash, nagad: config.payTo.nagad },
    platform_fee_percent: config.platformFeePercent,
    min_withdrawal: configuredTaka(config.minWithdrawal),
    escrow_auto_release_hours: config.escrowAutoReleaseHours,
    revision_rounds: config.revisionRounds,
  };
  app.get(
    '/config/',
    {
      config: { public: true },
      schema: {
        summary:
          "The platform's public settings: receiving wallets, fee, minimum withdrawal, escrow timing.",
        response: { 200: platformConfigSchema },
      },
    },
    async () => answer,
  );
};
