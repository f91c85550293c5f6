import { sql, type Kysely } from 'kysely';

/*
 * Every suggested medical record note shown: who asked, for which patient, who wrote it (the
 * template or the language model's name), why a model's draft was not used, and a hash of the
 * facts pack it was written from — so a note pasted into a record can be traced to its data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table medical_note_log (
    id bigint generated always as identity primary key,
    at timestamptz not null default now(),
    user_id int references app_user (id) on delete set null,
    patient_id int not null references patient (id) on delete cascade,
    written_by text not null check (length(written_by) between 1 and 200),
    fallback text check (fallback in ('unavailable', 'rejected')),
    facts_hash text not null check (facts_hash ~ '^[0-9a-f]{64}$')
  )`.execute(db);
  await sql`create index medical_note_log_patient on medical_note_log (patient_id, at)`.execute(db);
}
