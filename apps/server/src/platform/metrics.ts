import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Who may read /metrics: anyone (local, test), or a caller with the bearer token (METRICS_TOKEN). */
export interface MetricsAccess {
  readonly token: string | undefined;
  readonly open: boolean;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
export function carriesMetricsToken(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * Prometheus metrics at /metrics: process figures and request durations by route. They name
 * routes and count logins, so on prod they are read with `Authorization: Bearer METRICS_TOKEN`
 * only, and without a token set they are not served there at all (docs/operations.md).
 */
export function registerMetrics(app: FastifyInstance, access: MetricsAccess): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'vigil_http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const allowed =
      access.open ||
      (access.token !== undefined && carriesMetricsToken(request.headers.authorization, access.token));
    if (!allowed) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody('UNAUTHORIZED', 'The metrics need the bearer token METRICS_TOKEN'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
