import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The browser-side hardening of every answer (Helmet's defaults, with a policy fitted to the web
 * app: its scripts, styles, fonts and images all come from this server; Mantine writes its theme
 * into <style> elements, hence 'unsafe-inline' for styles only). No page may frame Vigil.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/** Patient data must not stay in a browser's or a proxy's cache: every API answer is no-store. */
export function forbidCachingOfApiAnswers(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
