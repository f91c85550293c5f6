import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Per-address limits for the routes that declare `config.rateLimit` (none is limited otherwise).
 * The answer is Vigil's usual `{ message, code }` with Retry-After.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests, please try again in ${context.after}`),
  });
}
