import { loginThrottledMessage, messageId } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';

/*
 * The login throttle (decisions: security, login throttle; NIST SP 800-63B §5.2.2). Nothing is
 * locked: after a scope's free failures every further failure makes the next attempt in that
 * scope wait, 5 s, 10 s, 20 s, … up to 15 minutes. The counters live in the database, so the
 * throttle holds across several servers. Scopes:
 * - 'pair': one account at one address (someone guessing one account);
 * - 'ip': one address, every account (someone spraying accounts);
 * - 'account': one account from every address (a guess spread over many addresses); it does not
 *   slow the addresses the account logged in from in the last 90 days ('known'), so a stranger
 *   cannot keep the owner out from their usual address.
 * A count starts again a day after its last failure.
 */
const FREE_FAILURES = { pair: 5, ip: 30, account: 10 } as const;
const FIRST_DELAY_SECONDS = 5;
const LONGEST_DELAY_SECONDS = 15 * 60;
const COUNT_FOR = '1 day';
/** How long an address an account logged in from stays exempt from the account's count. */
export const KNOWN_ADDRESS_FOR = '90 days';

type CountedScope = keyof typeof FREE_FAILURES;

const accountOf = (username: string) => username.trim().toLowerCase();
// A newline cannot occur in a username that passes the login schema's trim, nor in an address.
const pairOf = (username: string, ip: string) => `${accountOf(username)}\n${ip}`;

function keysOf(username: string, ip: string): [CountedScope, string][] {
  return [
    ['pair', pairOf(username, ip)],
    ['ip', ip],
    ['account', accountOf(username)],
  ];
}

async function isKnownAddress(db: Db, username: string, ip: string): Promise<boolean> {
  const known = await db
    .selectFrom('loginAttempt')
    .select('key')
    .where('scope', '=', 'known')
    .where('key', '=', pairOf(username, ip))
    .where('updatedAt', '>', sql<Date>`now() - ${KNOWN_ADDRESS_FOR}::interval`)
    .executeTakeFirst();
  return known !== undefined;
}

/**
 * Refuses with 429, saying how long to wait, while a scope of this attempt is waiting; says
 * nothing about whether the account exists.
 */
export async function assertLoginAllowed(db: Db, username: string, ip: string): Promise<void> {
  const known = await isKnownAddress(db, username, ip);
  const keys = keysOf(username, ip).filter(([scope]) => !(known && scope === 'account'));
  const wait = await db
    .selectFrom('loginAttempt')
    .select(sql<number | null>`ceil(extract(epoch from max(locked_until) - now()))::integer`.as('seconds'))
    .where((eb) => eb.or(keys.map(([scope, key]) => eb.and({ scope, key }))))
    .where('lockedUntil', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  if (wait.seconds !== null && wait.seconds > 0) throw throttledError(wait.seconds);
}

/** The 429 of a throttled login step, saying how long to wait (password and second factor alike). */
export function throttledError(seconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', loginThrottledMessage(seconds), {
    retryAfterSeconds: seconds,
    messageId: messageId('login', 'throttled'),
  });
}

/** Counts a failure in every scope and sets each scope's next allowed attempt. */
export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<void> {
  for (const [scope, key] of keysOf(username, ip)) {
    const failures = sql<number>`case when attempt.updated_at < now() - ${COUNT_FOR}::interval
      then 1 else attempt.failures + 1 end`;
    await sql`
      insert into login_attempt as attempt (scope, key, failures, window_started_at, updated_at)
      values (${scope}, ${key}, 1, now(), now())
      on conflict (scope, key) do update set
        failures = ${failures},
        window_started_at = case when attempt.updated_at < now() - ${COUNT_FOR}::interval
          then now() else attempt.window_started_at end,
        locked_until = case when ${failures} > ${FREE_FAILURES[scope]}
          then now() + make_interval(secs => least(${LONGEST_DELAY_SECONDS},
            ${FIRST_DELAY_SECONDS} * power(2, ${failures} - ${FREE_FAILURES[scope]} - 1)))
          else null end,
        updated_at = now()`.execute(db);
  }
}

/**
 * A successful login forgets the failures of the account and of the account at this address
 * (the address keeps its count) and remembers the address as one the account uses.
 */
export async function recordLoginSuccess(db: Db, username: string, ip: string): Promise<void> {
  await db
    .deleteFrom('loginAttempt')
    .where((eb) =>
      eb.or([
        eb.and({ scope: 'account', key: accountOf(username) }),
        eb.and({ scope: 'pair', key: pairOf(username, ip) }),
      ]),
    )
    .execute();
  await sql`
    insert into login_attempt (scope, key, failures, updated_at) values ('known', ${pairOf(username, ip)}, 0, now())
    on conflict (scope, key) do update set updated_at = now()`.execute(db);
}

/** Forgets the failures of the account, from every address (after a password reset). */
export async function forgetAccountFailures(db: Db, username: string): Promise<void> {
  const account = accountOf(username);
  await db
    .deleteFrom('loginAttempt')
    .where((eb) =>
      eb.or([
        eb.and({ scope: 'account', key: account }),
        eb.and([eb('scope', '=', 'pair'), eb(sql`left(key, ${account.length + 1})`, '=', `${account}\n`)]),
      ]),
    )
    .execute();
}
