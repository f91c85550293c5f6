import { sql, type Kysely } from 'kysely';

/*
 * The predictions of a week, by the day they were made as of: Statistics admin reads one week of
 * predictions per date instead of every prediction of every patient.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ai_prediction_as_of_idx on ai_prediction (as_of, patient_id)`.execute(db);
}
