import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, as the client's Accept-Encoding asks, for every answer of `api` (registered
 * inside the /api scope) of at least COMPRESS_THRESHOLD_BYTES, with `Vary: Accept-Encoding`.
 * Brotli at quality 4: close to gzip's speed with smaller output (quality 11 is for the build's
 * precompressed files). Request bodies are never decompressed (bodyLimit counts what arrives),
 * and the real-time WebSocket is left alone.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  api.addHook('onRoute', (route) => {
    if (route.websocket === true) route.compress = false;
  });
  await api.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
