import { sql, type Kysely } from 'kysely';

/*
 * Request limits that must hold across every server on the database (issue 44): the
 * password-reset mails per address and per client address. One row per limit and key, counting
 * the hits of the current window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limit_counter (
    bucket text not null,
    key text not null,
    hits integer not null check (hits >= 0),
    window_started_at timestamptz not null default now(),
    primary key (bucket, key)
  )`.execute(db);
  await sql`comment on table rate_limit_counter is
    'Hits per limit (bucket) and key in the current window, shared by every server'`.execute(db);
  await sql`create index rate_limit_counter_window_idx on rate_limit_counter (window_started_at)`.execute(db);
}
