import { sql, type Kysely } from 'kysely';

/*
 * The files of a FHIR bulk export, in the database: any server behind the balancer serves them,
 * whichever wrote them (docs/operations.md#many-servers). A file is parts of about a MiB of NDJSON
 * lines, each gzip-compressed on its own; they go with their export.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table fhir_export_part (
      export_id uuid not null references fhir_export (id) on delete cascade,
      type text not null,
      seq integer not null check (seq >= 0),
      data bytea not null,
      primary key (export_id, type, seq)
    )`,
    sql`comment on table fhir_export_part is
      'The NDJSON files of a FHIR bulk export, each in parts of gzip-compressed lines, in order'`,
    sql`comment on table fhir_export is
      'FHIR Bulk Data exports: kick-off to files. The files are rows of fhir_export_part until expires_at'`,
  ];
  for (const statement of statements) await statement.execute(db);
}
