import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, AppInput } from './app-context.ts';
import { registerFhirRoutes } from './features/fhir/index.ts';
import { registerFeatures } from './features/index.ts';
import { startServerWorkers } from './features/jobs.ts';
import { installAuditTrail } from './platform/audit.ts';
import { installAuthentication } from './platform/auth/authenticate.ts';
import { installCompression } from './platform/compression.ts';
import { registerDownloads } from './platform/downloads.ts';
import { frameworkErrors, installErrorHandler } from './platform/errors.ts';
import { answerUnavailableWhileClosing, registerHealthRoutes } from './platform/health.ts';
import { readJsonBodies, refuseNulCharacters } from './platform/input-edges.ts';
import { createJobQueue } from './platform/job-queue.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { installRateLimits } from './platform/rate-limit.ts';
import { forbidCachingOfApiAnswers, installSecurityHeaders } from './platform/security-headers.ts';
import { requireAccessDeclarations } from './platform/route-access.ts';
import { registerWebApp } from './platform/web-app.ts';
import { BUILD_NUMBER } from './version.ts';

/** Builds the whole server from its configuration and database; main.ts and the tests both call it. */
export async function buildApp(input: AppInput): Promise<FastifyInstance> {
  const context: AppContext = { ...input, jobQueue: input.jobQueue ?? createJobQueue(input.database) };
  const { config } = context;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-auth-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: 1024 * 1024,
    // A proxy's X-Forwarded-For is believed only when a trusted proxy is configured.
    trustProxy: config.trustedProxy ?? false,
    // Closing answers 503 in Vigil's error shape: health.ts, answerUnavailableWhileClosing.
    return503OnClosing: false,
    frameworkErrors,
    // Compiling every route's schemas takes seconds on a busy 2-core machine; Fastify's default
    // of 10 s per plugin stopped a start under load ('Plugin did not start in time').
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  if (!input.jobQueue) app.addHook('onClose', () => context.jobQueue.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  requireAccessDeclarations(app);
  readJsonBodies(app);
  refuseNulCharacters(app);
  registerMetrics(app, config.metrics);
  await installRateLimits(app, context.database.db);
  await installSecurityHeaders(app);
  await installCompression(app);
  await registerOpenApi(app, { version: BUILD_NUMBER, served: config.apiDocs });
  answerUnavailableWhileClosing(app);
  registerHealthRoutes(app, context);
  startServerWorkers(app, context);
  await app.register(
    (api, _options, done) => {
      const typedApi = api.withTypeProvider<ZodTypeProvider>();
      forbidCachingOfApiAnswers(typedApi);
      installAuthentication(typedApi, context);
      installAuditTrail(typedApi, context);
      registerFeatures(typedApi, context);
      done();
    },
    { prefix: '/api/v1' },
  );
  await registerFhirRoutes(app, context);
  await registerDownloads(app, config.downloadsDir);
  registerWebApp(app, config.webDistDir);
  return app;
}
