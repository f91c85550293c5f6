import { sql, type Kysely } from 'kysely';

/*
 * A patient's latest prediction is kept by one update per inserting statement instead of one per
 * prediction (0003). Each of those updates was a statement of its own, so the patient table's
 * statement triggers (the live screens' notice) ran once per prediction: 70 % of storing a day's
 * predictions. The newest per patient wins as before; at the same instant, the one inserted last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function patient_keep_latest_prediction() returns trigger language plpgsql as $$
    begin
      update patient
        set latest_prediction_id = latest.id, latest_risk_score = latest.risk_score,
          latest_prediction_at = latest.created_at
        from (select distinct on (patient_id) patient_id, id, risk_score, created_at
              from added order by patient_id, created_at desc, id desc) latest
        where patient.id = latest.patient_id
          and (patient.latest_prediction_at is null or patient.latest_prediction_at <= latest.created_at);
      return null;
    end $$`.execute(db);
  await sql`drop trigger ai_prediction_keeps_patient_latest on ai_prediction`.execute(db);
  await sql`
    create trigger ai_prediction_keeps_patient_latest after insert on ai_prediction
    referencing new table as added for each statement execute function patient_keep_latest_prediction()`.execute(
    db,
  );
}
