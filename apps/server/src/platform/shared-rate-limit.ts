import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface SharedLimit {
  /** Which limit: one counter per bucket and key. */
  readonly bucket: string;
  readonly hits: number;
  /** A PostgreSQL interval, e.g. '1 hour'. */
  readonly window: string;
}

/**
 * Counts one hit of `key` against `limit` in the database (so every server counts the same
 * hits) and says whether it is within the limit. The window starts at the first hit and a hit
 * after its end starts the next one.
 */
export async function hitSharedLimit(db: Db, limit: SharedLimit, key: string): Promise<boolean> {
  const counted = await sql<{ hits: number }>`
    insert into rate_limit_counter as counter (bucket, key, hits, window_started_at)
    values (${limit.bucket}, ${key}, 1, now())
    on conflict (bucket, key) do update set
      hits = case when counter.window_started_at < now() - ${limit.window}::interval then 1 else counter.hits + 1 end,
      window_started_at = case when counter.window_started_at < now() - ${limit.window}::interval
        then now() else counter.window_started_at end
    returning hits`.execute(db);
  return (counted.rows[0]?.hits ?? 1) <= limit.hits;
}

/** Deletes the counters whose window ended a day ago or more (housekeeping). */
export async function purgeSharedLimits(db: Db): Promise<number> {
  const purged = await db
    .deleteFrom('rateLimitCounter')
    .where('windowStartedAt', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}
