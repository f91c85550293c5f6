import { sql, type Kysely } from 'kysely';

/*
 * The login throttle slows guessing with growing delays instead of locking accounts (decisions:
 * security, login throttle; NIST SP 800-63B §5.2.2). Besides the counters per account and per
 * address it counts per account at one address ('pair') and remembers the addresses an account
 * logged in from ('known'), which a stranger's failures elsewhere do not slow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_attempt drop constraint login_attempt_scope_check`.execute(db);
  await sql`alter table login_attempt add constraint login_attempt_scope_check
    check (scope in ('account', 'ip', 'pair', 'known'))`.execute(db);
  await sql`comment on column login_attempt.locked_until is
    'No attempt in this scope is checked before this time (the growing delay after the last failure)'`.execute(
    db,
  );
  await sql`comment on table login_attempt is
    'Failed-login counters per account (lower-cased username, existing or not), per IP and per account at one IP, and the IPs each account logged in from; shared by every server'`.execute(
    db,
  );
  // Locks taken under the old rule end now: the new rule decides from the next failure on.
  await sql`update login_attempt set locked_until = null`.execute(db);
}
