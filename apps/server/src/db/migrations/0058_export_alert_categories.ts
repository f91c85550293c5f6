import { sql, type Kysely } from 'kysely';

/*
 * The alert categories an export's caller saw at the kick-off, beside the patient scope kept then:
 * the export's Flags are the patients' memberships of these (FHIR mapping, docs/fhir.md#flag).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table fhir_export add column alert_category_ids integer[] not null default '{}'`.execute(
    db,
  );
  await sql`comment on column fhir_export.alert_category_ids is
    'The alert categories the caller saw when the export was asked for: its Flags are their members'`.execute(
    db,
  );
}
