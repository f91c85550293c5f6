import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers above 1 KB go out Brotli- or gzip-compressed when the client accepts it: a patients list
 * page of 100 rows is ~250 KB of JSON and ~10 KB compressed. Brotli at quality 4 costs about what
 * gzip does; the build's own files come precompressed and are sent as they are.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
