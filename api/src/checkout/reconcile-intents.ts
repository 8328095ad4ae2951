import type { FastifyBaseLogger } from 'fastify';
import { startDueWork, type AutoReleaseRunner } from '../collaborations/auto-release';
import type { CheckoutService } from './service';

/**
 * The gateway reconciliation job (docs/payment-gateways.md): every
 * GATEWAY_RECONCILE_INTERVAL_SECONDS, intents left `executing` by a timeout or a crash, and those
 * still waiting past GATEWAY_INTENT_EXPIRY_MINUTES, are asked of bKash and settled as the
 * callback would. It runs on every API instance; `reconcileDue` claims each intent with SKIP
 * LOCKED and a lease, so one instance asks about it in a round, and crediting credits a
 * transaction once whoever gets there.
 */
export function startIntentReconciliation(
  checkout: Pick<CheckoutService, 'reconcileDue'>,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): AutoReleaseRunner {
  return startDueWork(
    {
      name: 'gateway reconciliation',
      run: () => checkout.reconcileDue(),
      intervalMs: intervalSeconds * 1000,
    },
    log,
  );
}
