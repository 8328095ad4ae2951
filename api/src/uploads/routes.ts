import type { FastifyPluginAsync } from 'fastify';
import type { PictureStorage } from './picture-storage';

/**
 * GET /uploads/<key>: the uploaded pictures, read-only. Only keys the storage made are served
 * (no listing, no paths), with the type of the bytes checked at upload, `nosniff` and a sandbox
 * policy so a browser never runs one as a page.
 */
export const uploadRoutes: FastifyPluginAsync<{ storage: PictureStorage }> = async (
  app,
  options,
) => {
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const picture = await options.storage.open(request.params['*']);
      if (picture === undefined) return reply.code(404).send({ error: 'Not found.' });
      return reply
        .type(picture.contentType)
        .header('Content-Length', picture.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(picture.handle.createReadStream());
    },
  );
};
