import { sql, type Kysely } from 'kysely';

/*
 * FHIR Bulk Data $export (docs/fhir.md, "Bulk export"). A kick-off is a row: the job that writes
 * the NDJSON files claims it, so an export survives a restart of the server. The scope is the
 * caller's at the kick-off, kept with the row; the files belong to the user who asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table fhir_export (
    id uuid primary key default gen_random_uuid(),
    user_id integer not null references app_user (id) on delete cascade,
    patient_scope jsonb not null,
    clinic_id integer references clinic (id) on delete cascade,
    types text[] not null,
    request_url text not null,
    status text not null default 'queued'
      check (status in ('queued', 'running', 'completed', 'failed')),
    progress double precision,
    heartbeat_at timestamptz,
    files jsonb not null default '[]',
    error text,
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    expires_at timestamptz
  )`.execute(db);
  await sql`create index fhir_export_user on fhir_export (user_id)`.execute(db);
  await sql`comment on table fhir_export is
    'FHIR Bulk Data exports: kick-off to files. The files live under DATA_DIR/fhir-exports/<id> until expires_at'`.execute(
    db,
  );
}
