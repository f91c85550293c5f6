import { sql, type Kysely } from 'kysely';

/* Each user's colour set (packages/domain/src/session.ts THEMES); everyone starts on the default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user add column theme text not null default 'default'
    check (theme in ('default', 'red'))`.execute(db);
}
