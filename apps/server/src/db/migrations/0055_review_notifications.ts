import { sql, type Kysely } from 'kysely';

/*
 * Live screens announce reviews and acknowledged alerts (kind 'review', see
 * 0054_patient_change_notifications): a nurse sees a colleague's "reviewed" mark, and an
 * acknowledged alert leave the ALERTS count, without reloading.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger patient_review_inserted_notifies after insert on patient_review
      referencing new table as changed for each statement execute function notify_patient_change('review')`,
    `create trigger patient_review_updated_notifies after update on patient_review
      referencing new table as changed for each statement execute function notify_patient_change('review')`,
    `create trigger alert_acknowledgement_inserted_notifies after insert on alert_acknowledgement
      referencing new table as changed for each statement execute function notify_patient_change('review')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
