import { sql, type Kysely } from 'kysely';

/**
 * The patients list sorts by the latest AI risk score by default. Looking the latest prediction
 * up per patient made every first page read every patient in scope; the patient row now keeps its
 * latest prediction, kept right by a trigger whatever code writes predictions, and an index lets
 * the first page walk patients in score order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patient
    add column latest_prediction_id bigint references ai_prediction on delete set null,
    add column latest_risk_score double precision,
    add column latest_prediction_at timestamptz`.execute(db);
  await sql`create index patient_latest_risk_score_idx on patient (latest_risk_score desc nulls last, id)`.execute(
    db,
  );
  await sql`
    update patient set latest_prediction_id = latest.id, latest_risk_score = latest.risk_score, latest_prediction_at = latest.created_at
    from (select distinct on (patient_id) patient_id, id, risk_score, created_at
          from ai_prediction order by patient_id, created_at desc, id desc) latest
    where latest.patient_id = patient.id`.execute(db);
  await sql`
    create function patient_keep_latest_prediction() returns trigger language plpgsql as $$
    begin
      update patient
        set latest_prediction_id = new.id, latest_risk_score = new.risk_score, latest_prediction_at = new.created_at
        where id = new.patient_id
          and (latest_prediction_at is null or latest_prediction_at <= new.created_at);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ai_prediction_keeps_patient_latest after insert on ai_prediction
    for each row execute function patient_keep_latest_prediction()`.execute(db);
  // Re-predicting removes old predictions first: the patient then falls back to what is left.
  await sql`
    create function patient_forget_deleted_prediction() returns trigger language plpgsql as $$
    begin
      update patient set (latest_prediction_id, latest_risk_score, latest_prediction_at) = (
          select id, risk_score, created_at from ai_prediction
          where patient_id = old.patient_id order by created_at desc, id desc limit 1)
        where id = old.patient_id and (latest_prediction_id is null or latest_prediction_id = old.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ai_prediction_deleted_updates_patient after delete on ai_prediction
    for each row execute function patient_forget_deleted_prediction()`.execute(db);
}
