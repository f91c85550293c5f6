import { sql, type Kysely } from 'kysely';

/*
 * Every day of a bedwetting variable's history is stored (docs/decisions/derived-variables.md),
 * so a late or corrected night must recompute the days after it too. The writes that mark a patient
 * due keep here the earliest night they changed; null is a write that changes today only (a
 * registration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table derived_variables_due add column from_night date`.execute(db);
  await sql`comment on column derived_variables_due.from_night is
    'The earliest night changed since the patient was last recomputed: every day from it to today is recomputed. Null: today only'`.execute(
    db,
  );
}
