import { sql, type Kysely } from 'kysely';

/*
 * Deleting a prediction sets patient.latest_prediction_id to null where it pointed at it (the
 * foreign key of 0003); without an index each deleted prediction read every patient: a patient's
 * predictions predicted again cost a scan of the patient table per week of them, and a week's
 * predictions removed at 100,000 patients ran for more than 4 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index patient_latest_prediction_idx on patient (latest_prediction_id)`.execute(db);
}
