import { sql, type Kysely } from 'kysely';

/*
 * The statistics count every patient under their nurse (the responsible user's name), their
 * clinic (the first clinic's name) and their cohort (the quarter they were registered in): a
 * change to any of these moves the patient's predictions between rows of every date they were
 * seen on, so it marks those dates as migration 0040 marks the other inputs, with the reason
 * 'prediction' (the input of both flavours: where the predictions count changed).
 *
 * Runs before 0040 on a new database: PL/pgSQL binds statistics_mark_seen and its table when a
 * trigger first fires, by when 0040 has made them; nothing here touches them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const mark = (patient: string) => `perform statistics_mark_seen(${patient}, null, null, 'prediction')`;
  const statements = [
    `create function statistics_patient_regrouped() returns trigger language plpgsql as $$
    begin
      ${mark('new.id')};
      return null;
    end $$`,
    `create trigger statistics_patient_regrouped after update of responsible_user_id, created_at on patient
      for each row when ((old.responsible_user_id, old.created_at) is distinct from (new.responsible_user_id, new.created_at))
      execute function statistics_patient_regrouped()`,
    `create function statistics_patient_clinic_changed() returns trigger language plpgsql as $$
    begin
      ${mark('coalesce(new.patient_id, old.patient_id)')};
      if tg_op = 'UPDATE' and old.patient_id <> new.patient_id then ${mark('old.patient_id')}; end if;
      return null;
    end $$`,
    `create trigger statistics_patient_clinic_changed after insert or update or delete on patient_clinic
      for each row execute function statistics_patient_clinic_changed()`,
    `create function statistics_clinic_renamed() returns trigger language plpgsql as $$
    begin
      ${mark('pc.patient_id')} from patient_clinic pc where pc.clinic_id = new.id;
      return null;
    end $$`,
    `create trigger statistics_clinic_renamed after update of name on clinic
      for each row when (old.name is distinct from new.name) execute function statistics_clinic_renamed()`,
    `create function statistics_nurse_renamed() returns trigger language plpgsql as $$
    begin
      ${mark('p.id')} from patient p where p.responsible_user_id = new.id;
      return null;
    end $$`,
    `create trigger statistics_nurse_renamed after update of first_name, last_name on app_user
      for each row when ((old.first_name, old.last_name) is distinct from (new.first_name, new.last_name))
      execute function statistics_nurse_renamed()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
