import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isSchemaCurrent } from '../db/migrate.ts';
import type { AppContext } from '../app-context.ts';
import { errorBody } from './errors.ts';

/**
 * While the server closes, every request answers 503 in Vigil's one error shape (Fastify's own
 * answer, return503OnClosing, has another shape and is turned off in app.ts).
 */
export function answerUnavailableWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .status(503)
      .header('connection', 'close')
      .send(errorBody('UNAVAILABLE', 'The server is restarting, please try again shortly'));
  });
}

/** Liveness (the process answers) and readiness (the database answers and the schema is current). */
export function registerHealthRoutes(app: FastifyInstance, { database }: AppContext): void {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      if (!(await isSchemaCurrent(database.db))) {
        return reply.status(503).send(errorBody('UNAVAILABLE', 'The database schema is being migrated'));
      }
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send(errorBody('UNAVAILABLE', 'The database is not reachable right now'));
    }
  });
}
