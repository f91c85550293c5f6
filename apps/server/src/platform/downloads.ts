import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const PATIENT_APP_MISSING_MESSAGE =
  'The patient app is not published on this server yet, please ask your clinic';

/**
 * The patient Android app (apk and app bundle) linked from the login page, served from
 * DOWNLOADS_DIR. The app is built and signed elsewhere; operators drop the files there.
 */
export async function registerDownloads(app: FastifyInstance, downloadsDir: string): Promise<void> {
  if (fs.existsSync(downloadsDir)) {
    await app.register(fastifyStatic, {
      root: downloadsDir,
      prefix: '/downloads/',
      decorateReply: false,
      index: false,
    });
    return;
  }
  app.get('/downloads/*', { schema: { hide: true } }, (_request, reply) =>
    reply.status(404).send({ message: PATIENT_APP_MISSING_MESSAGE, code: 'NOT_FOUND' }),
  );
}
