import { sql, type Kysely } from 'kysely';

/*
 * The "reviewed" mark of a patient (docs/decisions/patients-list.md#a-review-is-the-care-teams): one row
 * per patient, the latest review by anyone who sees the patient, with when and by whom. The name
 * is kept so the mark still says who after the account is deleted. Earlier reviews are in the
 * audit trail (every PUT /patients/{id}/reviewed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table patient_review (
      patient_id integer primary key references patient on delete cascade,
      reviewed_at timestamptz not null,
      reviewed_by integer references app_user on delete set null,
      reviewer_name text not null
    )`,
    sql`comment on table patient_review is
      'The latest review of a patient by its care team: when and by whom'`,
  ];
  for (const statement of statements) await statement.execute(db);
}
