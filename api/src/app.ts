import swagger from '@fastify/swagger';
import { createAccountMail } from './accounts/account-mail';
import { verifiedEmailGate } from './accounts/gate';
import { accountRoutes } from './accounts/routes';
import { createAccountService } from './accounts/service';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticatePlugin, bearerClaims } from './auth/authenticate';
import { createDeviceTokens } from './auth/device-tokens';
import { createLoginBudget } from './auth/login-budget';
import { authRoutes } from './auth/routes';
import { createAuthService } from './auth/service';
import { createAccessTokens } from './auth/tokens';
import { createPageSessions } from './auth/page-session';
import { systemClock, type Clock } from './clock';
import { PASSWORD_COST, type ScryptCost } from './auth/passwords';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import { API_PREFIX } from './http/api-path';
import { noStoreForPrivateAnswers } from './http/cache-control';
import { clientErrorHandler, NODE_SERVER_OPTIONS, refuseMissingHost } from './http/client-errors';
import { registerCompression } from './http/compression';
import { registerErrorHandler, sendError } from './http/error-handler';
import { startIdempotencyKeyCleanUp } from './idempotency/answer-once';
import { languageHeaders } from './http/language';
import { loggerOptions, RequestLines } from './http/logging';
import { mailerFor } from './mail/mailer';
import { createNotificationMailer } from './notifications/mail';
import { refuseNulCharacters } from './http/nul-characters';
import { registerRateLimits } from './http/rate-limits';
import { serializerCompiler } from './http/serializer';
import { securityHeaders } from './http/security-headers';
import { openApiOptions } from './openapi/document';
import { tagged } from './openapi/route-tags';
import { openApiRoutes } from './openapi/routes';
import { profilePageHead } from './portal/profile-head';
import { pageRendering } from './portal/render';
import { portalStatic } from './portal/static';
import { notificationRoutes } from './notifications/routes';
import { createNotificationService } from './notifications/service';
import { messageRoutes } from './messages/routes';
import { createMessageService } from './messages/service';
import { uploadRoutes } from './uploads/routes';
import { diskPictureStorage } from './uploads/picture-storage';
import { profileRoutes } from './profiles/routes';
import { createProfileService } from './profiles/service';
import { applicationRoutes } from './applications/routes';
import { createApplicationService } from './applications/service';
import { campaignRoutes } from './campaigns/routes';
import { createCampaignService } from './campaigns/service';
import { influencerRoutes } from './influencers/routes';
import { createInfluencerService } from './influencers/service';
import { userRoutes } from './users/routes';
import { createUserService } from './users/service';
import { createLedgerService } from './ledger/service';
import { ledgerRoutes } from './ledger/routes';
import { createPaymentsService } from './payments/service';
import { paymentRoutes } from './payments/routes';
import { createWithdrawalsService } from './withdrawals/service';
import { withdrawalRoutes } from './withdrawals/routes';
import { releaseDueBeforeRequest, startAutoRelease } from './collaborations/auto-release';
import { createDraftService } from './collaborations/drafts';
import { collaborationRoutes } from './collaborations/routes';
import { createCollaborationService } from './collaborations/service';
import { disputeRoutes } from './disputes/routes';
import { startReviewPublishing } from './reviews/publishing';
import { reviewRoutes } from './reviews/routes';
import { createReviewService } from './reviews/service';
import { offerRoutes } from './offers/routes';
import { packageRoutes } from './packages/routes';
import { createPackageService } from './packages/service';
import { createOfferService } from './offers/service';
import { createDisputeService } from './disputes/service';
import { platformConfigRoutes } from './platform-config/routes';
import { refundRoutes } from './refunds/routes';
import { createRefundService } from './refunds/service';
import { receiptRoutes } from './receipts/routes';
import { createReceiptService } from './receipts/service';
import { createDashboardsService } from './dashboards/service';
import { dashboardRoutes } from './dashboards/routes';
import { auditRoutes } from './audit/routes';
import { createAuditService } from './audit/service';
import { transactionWithEvents } from './realtime/after-commit';
import { createInProcessEventBus, type EventBus } from './realtime/event-bus';
import { createRedisEventBus } from './realtime/redis-event-bus';
import { eventRoutes } from './realtime/routes';
import { createRealtimeService } from './realtime/service';
import { shortlistRoutes } from './shortlist/routes';
import { startCheckoutGateway, type CheckoutGateway } from './checkout/gateway';
import { createBkashWebhook } from './checkout/bkash-webhook';
import { checkoutRoutes } from './checkout/routes';
import { startIntentReconciliation } from './checkout/reconcile-intents';
import { createCheckoutService } from './checkout/service';
import { createUnmatchedReturns } from './checkout/unmatched-returns';
import { createShortlistService } from './shortlist/service';

export interface AppDependencies {
  db: Database;
  config: AppConfig;
  /** Fastify's logger settings; defaults to `loggerOptions(config.logLevel)` (secrets redacted). */
  logger?: FastifyServerOptions['logger'];
  /**
   * The time the sign-in budgets, device tokens, e-mail links and sessions go by; the system
   * clock by default.
   */
  clock?: Clock;
  /**
   * Whether this instance runs the server's timed work (default true): the escrow auto-release,
   * the publishing of reviews whose window closed, the deleting of expired Idempotency-Keys and
   * the gateway reconciliation job.
   * Tests that call the services' `releaseDue` and `publishDue` themselves turn it off.
   */
  autoRelease?: boolean;
  /**
   * The real-time event bus; by default Redis pub/sub when config.redisUrl is set, else one in
   * this process, closed with the app. A bus passed in is the caller's to close.
   */
  events?: EventBus;
  /**
   * The checkout gateway (docs/payment-gateways.md); by default the one PAYMENT_GATEWAY names,
   * the simulator started in this process and stopped with the app. One passed in is the
   * caller's to stop.
   */
  gateway?: CheckoutGateway;
  /**
   * The scrypt cost of the passwords this app stores (at sign-up, reset and change);
   * PASSWORD_COST by default. The API's own tests lower it, as nearly every test signs users up
   * and in; `passwords.test.ts` checks the real cost. A stored hash names its own cost, so a
   * password is always checked at the cost it was stored with.
   */
  passwordCost?: ScryptCost;
}

/**
 * The whole HTTP application, in layers: external plugins (validation, OpenAPI, rate limits),
 * then the app's own (error handler, security headers, input checks, authentication), then the
 * routes under /api and the portal.
 */
export async function createApp({
  db,
  config,
  logger,
  clock = systemClock,
  autoRelease = true,
  events: givenEvents,
  gateway: givenGateway,
  passwordCost = PASSWORD_COST,
}: AppDependencies): Promise<FastifyInstance> {
  const security = securityHeaders(config.portalDist, { allowEval: config.development, clock });
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    logController: new RequestLines(),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A URL the router cannot read (a broken %-escape, an over-long segment) never reaches the
    // hooks: answer it here like any other client error.
    frameworkErrors: (error, request, reply) => {
      security.onReply(request, reply);
      noStoreForPrivateAnswers(request, reply);
      return sendError(error, request, reply);
    },
    // A request Node's HTTP parser refuses (oversized headers, a malformed request) reaches
    // neither: answer it on the socket, in the same shape.
    clientErrorHandler: clientErrorHandler(security),
    http: NODE_SERVER_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: a text/plain body is refused as "send JSON" instead of failing validation oddly.
  app.removeContentTypeParser('text/plain');

  // Layer 1: external plugins.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, openApiOptions);
  const accessTokens = createAccessTokens(config.jwtSecret);
  const addressLimit = await registerRateLimits(
    app,
    config.rateLimit,
    config.redisUrl === undefined
      ? undefined
      : { url: config.redisUrl, keyPrefix: config.rateLimitRedisPrefix },
    async (request) => {
      const claims = await bearerClaims(request, accessTokens);
      return claims === undefined ? undefined : `user:${claims.userId}`;
    },
  );
  await app.register(websocket, {
    // The only message a client sends is the auth message.
    options: { maxPayload: 8 * 1024 },
    // A client that vanishes mid-connection is routine, not an error of the server.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'websocket closed on error');
      socket.terminate();
    },
  });

  // Layer 2: the app's own plugins.
  registerErrorHandler(app);
  app.addHook('onSend', (request, reply, _payload, done) => {
    security.onReply(request, reply);
    noStoreForPrivateAnswers(request, reply);
    languageHeaders(request, reply);
    done();
  });
  app.addHook('onRequest', refuseMissingHost);
  app.addHook('preValidation', refuseNulCharacters);
  await app.register(authenticatePlugin, { db, accessTokens });
  await app.register(verifiedEmailGate, { emailVerification: config.emailVerification });

  // Layer 3: routes.
  const loginBudget = createLoginBudget(db, clock);
  const mailer = mailerFor(config, app.log, clock);
  const accountMail = createAccountMail(mailer, config, clock, app.log);
  const notificationMail = createNotificationMailer(mailer, config.publicUrl, app.log);
  app.addHook('onClose', () => notificationMail.settle());
  const events = givenEvents ?? (await eventBusFor(config, app));
  const transaction = transactionWithEvents(db, events, notificationMail);
  const auth = createAuthService(
    db,
    transaction,
    accessTokens,
    createDeviceTokens(config.jwtSecret, clock),
    loginBudget,
    accountMail,
    clock,
    passwordCost,
  );
  const accounts = createAccountService(
    db,
    transaction,
    accountMail,
    loginBudget,
    clock,
    app.log,
    passwordCost,
  );
  app.addHook('onClose', () => accounts.settle());
  const pageSessions = createPageSessions(config.jwtSecret, config.publicUrl.startsWith('https:'));
  const pictures = diskPictureStorage(config.uploadDir);
  const collaborations = createCollaborationService(db, config, transaction, clock);
  const reviews = createReviewService(db, transaction, clock, pictures);
  const profiles = createProfileService(db, pictures, loginBudget, accountMail, clock, app.log);
  if (autoRelease) {
    const runner = startAutoRelease(collaborations, config.escrowAutoReleaseHours, app.log);
    app.addHook('onClose', () => runner.stop());
    const publishing = startReviewPublishing(reviews, app.log);
    app.addHook('onClose', () => publishing.stop());
    const keys = startIdempotencyKeyCleanUp(db, config.idempotencyKeyHours, app.log);
    app.addHook('onClose', () => keys.stop());
  }
  const gateway = givenGateway ?? (await ownGateway(config, app));
  const gatewayRefunds = { gateway, windowDays: config.refundWindowDays, log: app.log };
  const checkout = createCheckoutService(db, config, transaction, clock, gateway, app.log);
  if (autoRelease && gateway !== undefined) {
    const reconciliation = startIntentReconciliation(
      checkout,
      config.gatewayReconciliation.intervalSeconds,
      app.log,
    );
    app.addHook('onClose', () => reconciliation.stop());
  }
  await app.register(
    async (api) => {
      api.addHook('preHandler', releaseDueBeforeRequest(collaborations));
      await registerCompression(api);
      await api.register(tagged(['health'], healthRoutes));
      await api.register(tagged(['auth'], authRoutes), {
        auth,
        addressLimit,
        accessTokens,
        pageSessions,
      });
      await api.register(tagged(['accounts'], accountRoutes), { accounts, addressLimit });
      await api.register(tagged(['payments'], paymentRoutes), {
        payments: createPaymentsService(db, config, transaction, clock),
      });
      const checkout = createCheckoutService(db, config, transaction, clock, gateway, app.log);
      await api.register(tagged(['payments'], checkoutRoutes), {
        checkout,
        webhook: createBkashWebhook(db, gateway, checkout, app.log),
        returns: createUnmatchedReturns(db, transaction, clock, gatewayRefunds),
      });
      await api.register(tagged(['withdrawals'], withdrawalRoutes), {
        withdrawals: createWithdrawalsService(db, config, transaction, clock),
      });
      await api.register(tagged(['withdrawals'], ledgerRoutes), {
        ledger: createLedgerService(db, config),
      });
      await api.register(tagged(['dashboards'], dashboardRoutes), {
        dashboards: createDashboardsService(db, config),
      });
      await api.register(tagged(['audit'], auditRoutes), { audit: createAuditService(db) });
      await api.register(tagged(['campaigns'], campaignRoutes), {
        campaigns: createCampaignService(db),
      });
      await api.register(tagged(['applications'], applicationRoutes), {
        applications: createApplicationService(db, transaction),
      });
      await api.register(tagged(['offers'], offerRoutes), {
        offers: createOfferService(db, config, transaction, clock),
      });
      await api.register(tagged(['packages'], packageRoutes), {
        packages: createPackageService(db, config, transaction, clock),
      });
      await api.register(tagged(['collaborations'], collaborationRoutes), {
        collaborations,
        drafts: createDraftService(db, transaction, clock, pictures),
      });
      await api.register(tagged(['collaborations'], disputeRoutes), {
        disputes: createDisputeService(db, config, transaction, clock),
      });
      await api.register(tagged(['reviews'], reviewRoutes), { reviews });
      await api.register(tagged(['collaborations'], refundRoutes), {
        refunds: createRefundService(db, transaction, clock, gatewayRefunds),
      });
      await api.register(tagged(['receipts'], receiptRoutes), {
        receipts: createReceiptService(db),
      });
      await api.register(tagged(['platform'], platformConfigRoutes), { config });
      await api.register(tagged(['influencers'], influencerRoutes), {
        influencers: createInfluencerService(db, pictures),
      });
      await api.register(tagged(['shortlist'], shortlistRoutes), {
        shortlist: createShortlistService(db, pictures),
      });
      await api.register(tagged(['users'], userRoutes), {
        users: createUserService(db, transaction, config),
      });
      await api.register(tagged(['profiles'], profileRoutes), { profiles });
      await api.register(tagged(['messages'], messageRoutes), {
        messages: createMessageService(db, transaction),
      });
      await api.register(tagged(['notifications'], notificationRoutes), {
        notifications: createNotificationService(db),
      });
      await api.register(tagged(['events'], eventRoutes), {
        realtime: createRealtimeService(db, accessTokens, events),
      });
      await api.register(openApiRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(uploadRoutes, { storage: pictures });
  const pageHead = profilePageHead(profiles, config.publicUrl);
  await app.register(portalStatic, {
    dist: config.portalDist,
    pageHead,
    rendering: pageRendering(app, {
      dist: config.portalDist,
      db,
      accessTokens,
      pageSessions,
      pageHead,
    }),
  });
  return app;
}

/**
 * Redis pub/sub across instances when REDIS_URL is set, else this process alone (see
 * docs/architecture.md).
 */
async function eventBusFor(config: AppConfig, app: FastifyInstance): Promise<EventBus> {
  const events =
    config.redisUrl === undefined
      ? createInProcessEventBus(app.log)
      : await createRedisEventBus(config.redisUrl, app.log);
  app.addHook('onClose', () => events.close());
  return events;
}

/** The gateway PAYMENT_GATEWAY names, stopped with the app (see docs/payment-gateways.md). */
async function ownGateway(
  config: AppConfig,
  app: FastifyInstance,
): Promise<CheckoutGateway | undefined> {
  const gateway = await startCheckoutGateway(config, app.log);
  if (gateway !== undefined) app.addHook('onClose', () => gateway.stop());
  return gateway;
}
