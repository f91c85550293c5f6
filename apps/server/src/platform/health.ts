import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isSchemaCurrent } from '../db/migrate.ts';
import type { AppContext } from '../app-context.ts';

/** Liveness (the process answers) and readiness (the database answers and the schema is current). */
export function registerHealthRoutes(app: FastifyInstance, { database }: AppContext): void {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      if (!(await isSchemaCurrent(database.db))) {
        return reply.status(503).send({ status: 'migrating' });
      }
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
