import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files a redeploy changes in place: the browser must revalidate them every time. */
const MUTABLE_REMOTE_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);

export const NOT_BUILT_TEXT =
  'The portal has not been built yet. Run `npm run build`, then reload this page. ' +
  'The API is available under /api.\n';

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built portal from PORTAL_DIST: dist/shell at /, dist/remotes at /remotes/,
 * dist/remotes.json, and the shell's index.html for client routes (SPA fallback).
 * Unknown /api paths and non-HTML requests get a 404 JSON.
 */
export async function portalStatic(app: FastifyInstance, options: { dist: string }): Promise<void> {
  const shellDir = path.join(options.dist, 'shell');
  const remotesDir = path.join(options.dist, 'remotes');
  const indexHtml = path.join(shellDir, 'index.html');
  if (!existsSync(indexHtml))
    app.log.warn(`No portal build in ${options.dist}: run npm run build.`);

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    serveDotFiles: false,
    suppressWarning: true,
    setHeaders: (reply) => reply.header('Cache-Control', NO_CACHE),
  });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    serveDotFiles: false,
    suppressWarning: true,
    setHeaders: (reply, file) =>
      reply.header(
        'Cache-Control',
        MUTABLE_REMOTE_FILES.has(path.basename(file)) ? NO_CACHE : IMMUTABLE,
      ),
  });

  app.get('/remotes.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).sendFile('remotes.json', options.dist),
  );

  const sendShell = (reply: FastifyReply) => {
    if (!existsSync(indexHtml)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    }
    return reply.header('Cache-Control', NO_CACHE).sendFile('index.html', shellDir);
  };

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply));

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isAsset = request.url.startsWith('/remotes/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request);
    if (!isApi && !isAsset && isPage) return sendShell(reply);
    return reply.code(404).send({ error: 'Not found.' });
  });
}
