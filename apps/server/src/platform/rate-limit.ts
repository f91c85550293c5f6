import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';
import { countSharedHit } from './shared-rate-limit.ts';

/**
 * Per-address limits for the routes that declare `config.rateLimit` (none is limited otherwise).
 * The answer is Vigil's usual `{ message, code }` with Retry-After. Requests are counted in the
 * database, so any number of servers on one database share one limit.
 */
export async function installRateLimits(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests, please try again in ${context.after}`),
  });
}

/** @fastify/rate-limit's store interface over `countSharedHit`, one bucket per route. */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin passes its options first; each route's child store counts in a bucket of its own.
    constructor(
      _options?: unknown,
      private readonly bucket = 'route',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      countSharedHit(db, this.bucket, key, timeWindow ?? 60_000).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin hands the route's options under `routeInfo`, which its types omit.
      const { routeInfo: route } = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      return new DatabaseStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''}`);
    }
  }
  return DatabaseStore;
}
