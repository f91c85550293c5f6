import { LOGIN_MESSAGES } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Failed-login counters live in the database, so the limit holds across several servers.
 * Per account: 5 failures in 15 minutes lock it for 15 minutes; per IP address: 30.
 */
const LIMITS = { account: 5, ip: 30 } as const;
const WINDOW = '15 minutes';

type Scope = keyof typeof LIMITS;

function keysOf(username: string, ip: string): [Scope, string][] {
  return [
    ['account', username.trim().toLowerCase()],
    ['ip', ip],
  ];
}

/** Refuses with 429 while the account or the address is locked; says nothing about whether the account exists. */
export async function assertLoginAllowed(db: Db, username: string, ip: string): Promise<void> {
  const locked = await db
    .selectFrom('loginAttempt')
    .select('scope')
    .where((eb) => eb.or(keysOf(username, ip).map(([scope, key]) => eb.and({ scope, key }))))
    .where('lockedUntil', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (locked) throw new AppError('TOO_MANY_REQUESTS', LOGIN_MESSAGES.throttled);
}

export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<void> {
  for (const [scope, key] of keysOf(username, ip)) {
    await sql`
      insert into login_attempt as attempt (scope, key, failures, window_started_at, updated_at)
      values (${scope}, ${key}, 1, now(), now())
      on conflict (scope, key) do update set
        failures = case when attempt.window_started_at < now() - ${WINDOW}::interval then 1 else attempt.failures + 1 end,
        window_started_at = case when attempt.window_started_at < now() - ${WINDOW}::interval then now() else attempt.window_started_at end,
        locked_until = case
          when attempt.window_started_at >= now() - ${WINDOW}::interval and attempt.failures + 1 >= ${LIMITS[scope]}
          then now() + ${WINDOW}::interval else attempt.locked_until end,
        updated_at = now()`.execute(db);
  }
}

/** A successful login forgets the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db
    .deleteFrom('loginAttempt')
    .where('scope', '=', 'account')
    .where('key', '=', username.trim().toLowerCase())
    .execute();
}
