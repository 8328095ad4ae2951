import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `routes` with every route it declares filed under `tags` in the OpenAPI document: app.ts names
 * each routes plugin's tags where it registers the plugin (see docs/api-conventions.md).
 */
export function tagged<Options extends FastifyPluginOptions>(
  tags: string[],
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      if (route.schema !== undefined) route.schema = { tags, ...route.schema };
    });
    await routes(app, options);
  };
}
