import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@portal/shared/contract/auth';
import type { CheckoutGateway } from '@portal/shared/contract/checkout';
import type { Database } from '../db/client';
import { acceptedApplication, bearer } from './marketplace-fixtures';

/** A brand's checkout on the gateway simulator's page, before the brand answers there. */
export interface StartedCheckout {
  intentId: number;
  applicationId: number;
  campaignId: number;
  /** bKash's paymentID or Nagad's payment reference. */
  gatewayPayment: string;
  /** The brand presses Pay on the simulator's page; answers where the gateway sends the browser. */
  pay(): Promise<URL>;
}

/**
 * The brand starts paying a new accepted application of `amount` with the influencer on
 * `gateway`'s page (docs/payment-gateways.md), through the API with the app's simulator.
 */
export async function startedCheckout(
  app: FastifyInstance,
  db: Database,
  parties: { brand: AuthResponse; influencer: Pick<AuthResponse, 'user'> },
  gateway: CheckoutGateway,
  amount: string,
): Promise<StartedCheckout> {
  const { application, campaign } = await acceptedApplication(
    db,
    parties.brand.user.id,
    parties.influencer.user.id,
    amount,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/checkout/',
    headers: bearer(parties.brand),
    payload: { application_id: application.id, gateway },
  });
  if (response.statusCode !== 201) throw new Error(`checkout refused: ${response.body}`);
  const body = response.json() as { intent_id: number; redirect_url: string };
  const field = gateway === 'bkash' ? 'paymentID' : 'payment_ref_id';
  const gatewayPayment = new URL(body.redirect_url).searchParams.get(field) ?? '';
  return {
    intentId: body.intent_id,
    applicationId: application.id,
    campaignId: campaign.id,
    gatewayPayment,
    async pay() {
      const page = await fetch(body.redirect_url.split('?')[0] ?? '', {
        method: 'POST',
        body: new URLSearchParams({ [field]: gatewayPayment, choice: 'pay' }),
        redirect: 'manual',
      });
      if (page.status !== 303) throw new Error(`the simulator's page answered ${page.status}`);
      return new URL(page.headers.get('location') ?? '');
    },
  };
}

/** The browser arrives at the API's callback the gateway sent it to. */
export function followCallback(app: FastifyInstance, location: URL) {
  return app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
}
