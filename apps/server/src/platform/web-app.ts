import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built staff web app at / (routes are hash-based, so index.html is the only page). */
export async function registerWebApp(app: FastifyInstance, distDir = DEFAULT_WEB_DIST): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build -w @vigil/web`; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The build writes .br and .gz beside each file; a browser that accepts them gets them as they are.
    preCompressed: true,
    // Our own Cache-Control below; the plugin's default (max-age=0) would replace it.
    cacheControl: false,
    // Hashed assets may be cached for ever; index.html must be fetched anew to see a new build.
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
