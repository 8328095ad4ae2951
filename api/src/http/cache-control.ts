import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers belong to one user: it authenticates (the authenticate plugin marks
     * those routes) or it hands out tokens. Such answers are never stored.
     */
    private?: boolean;
  }
}

export const NO_STORE = 'no-store';

/**
 * onSend: `Cache-Control: no-store` on every answer to a request that carried credentials or
 * reached a private route, whatever its status (an error too), so no browser or proxy keeps a
 * user's data, a CSV export or a token. Other answers keep the caching their route chose.
 */
export function noStoreForPrivateAnswers(request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers.authorization !== undefined || request.routeOptions.config.private === true) {
    void reply.header('Cache-Control', NO_STORE);
  }
}
