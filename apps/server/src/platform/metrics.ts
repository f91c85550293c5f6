import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics at /metrics: process figures and request durations by route. */
export function registerMetrics(app: FastifyInstance): void {
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

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
