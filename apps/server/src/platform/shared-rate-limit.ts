import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface SharedLimit {
  /** Which limit: one counter per bucket and key. */
  readonly bucket: string;
  readonly hits: number;
  readonly windowMs: number;
}

export interface SharedCount {
  /** Hits of the key in its current window, this one included. */
  readonly hits: number;
  /** Until the window ends. */
  readonly ttlMs: number;
}

/**
 * Counts one hit of `key` in `bucket` in the database, so that every server counts the same
 * hits. The window starts at the first hit and a hit after its end starts the next one.
 */
export async function countSharedHit(
  db: Db,
  bucket: string,
  key: string,
  windowMs: number,
): Promise<SharedCount> {
  const window = sql`(${windowMs} * interval '1 millisecond')`;
  const { rows } = await sql<{ hits: number; ttlMs: number }>`
    insert into rate_limit_counter as counter (bucket, key, hits, window_started_at)
    values (${bucket}, ${key}, 1, now())
    on conflict (bucket, key) do update set
      hits = case when counter.window_started_at <= now() - ${window} then 1 else counter.hits + 1 end,
      window_started_at = case when counter.window_started_at <= now() - ${window}
        then now() else counter.window_started_at end
    returning hits,
      ceil(extract(epoch from (window_started_at + ${window} - now())) * 1000)::integer as ttl_ms`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('The hit was not counted');
  return { hits: row.hits, ttlMs: Math.max(0, row.ttlMs) };
}

/** Counts one hit of `key` against `limit` and says whether it is within the limit. */
export async function hitSharedLimit(db: Db, limit: SharedLimit, key: string): Promise<boolean> {
  return (await countSharedHit(db, limit.bucket, key, limit.windowMs)).hits <= limit.hits;
}

/** Deletes the counters whose window ended a day ago or more (housekeeping). */
export async function purgeSharedLimits(db: Db): Promise<number> {
  const purged = await db
    .deleteFrom('rateLimitCounter')
    .where('windowStartedAt', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}
