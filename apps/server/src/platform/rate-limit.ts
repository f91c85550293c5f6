import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';

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

interface Count {
  readonly current: number;
  readonly ttl: number;
}

/** Counts one request of `key` in its fixed window of `windowMs`, opening a new window when the last has ended. */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<Count> {
  const window = sql`${windowMs} * interval '1 millisecond'`;
  const { rows } = await sql<{ hits: number; ttlMs: number }>`
    insert into rate_limit_window as w (key, started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when w.started_at + ${window} <= now() then 1 else w.hits + 1 end,
      started_at = case when w.started_at + ${window} <= now() then now() else w.started_at end
    returning hits, ceil(extract(epoch from (started_at + ${window} - now())) * 1000)::integer as ttl_ms`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('The request count was not stored');
  return { current: row.hits, ttl: Math.max(0, row.ttlMs) };
}

/** Deletes the windows that ended more than a day ago (housekeeping). */
export async function purgeEndedRateLimitWindows(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('rateLimitWindow')
    .where('startedAt', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** @fastify/rate-limit's store interface over `countRequest`, one key space per route. */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin passes its options first; a route's child store gets its own key prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow?: number): void {
      countRequest(db, this.prefix + key, timeWindow ?? 60_000).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin hands the route's options under `routeInfo`, which its types omit.
      const { routeInfo: route } = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      return new DatabaseStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''} `);
    }
  }
  return DatabaseStore;
}
