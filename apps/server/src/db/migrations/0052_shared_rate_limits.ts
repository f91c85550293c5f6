import { sql, type Kysely } from 'kysely';

/*
 * Request limits (e.g. the public registration's per address and hour) are counted in the database,
 * so that every server behind a load balancer counts against one limit. One row a key and route:
 * the window's start and the requests counted in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_window (
      key text primary key,
      started_at timestamptz not null,
      hits integer not null check (hits > 0)
    )`.execute(db);
}
