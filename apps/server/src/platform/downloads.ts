import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const PATIENT_APP_MISSING_MESSAGE =
  'The patient app is not published on this server yet, please ask your clinic';

/** The files of the patient app the login page may link to, by the name it shows them under. */
export const PATIENT_APP_FILES = { apk: 'vigil-patient.apk', appBundle: 'vigil-patient.aab' } as const;

/**
 * The patient Android app (apk and app bundle) linked from the login page, served from
 * DOWNLOADS_DIR. The app is built and signed elsewhere; operators drop the files there.
 */
export async function registerDownloads(app: FastifyInstance, downloadsDir: string): Promise<void> {
  // The login page asks once which files are published, instead of probing each (a 404 apiece on
  // a server without them). Read at each call, as operators drop files in while the server runs.
  app.get('/downloads.json', { schema: { hide: true } }, async (_request, reply) => {
    const published = (name: string) =>
      fs.promises.access(path.join(downloadsDir, name)).then(
        () => true,
        () => false,
      );
    return reply.header('cache-control', 'no-cache').send({
      apk: await published(PATIENT_APP_FILES.apk),
      appBundle: await published(PATIENT_APP_FILES.appBundle),
    });
  });
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
