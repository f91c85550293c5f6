import { sql, type RawBuilder } from 'kysely';

/**
 * A patient's whole age in years on `today` ('YYYY-MM-DD'), null when unknown: the database's
 * `age_on` (migration 0009), the one definition the stored statuses are evaluated with too —
 * from the date of birth, else from the registration form (a child registered from the phone gives
 * an age, not a birth date) plus the whole years since registering. `patient` is an alias of a
 * patient row; the expression is inlined into the statement, so it costs little per row.
 */
export function knownAgeSql(patient: string, today: string): RawBuilder<number | null> {
  const row = (column: string) => sql.ref(`${patient}.${column}`);
  return sql<
    number | null
  >`nullif(age_on(${row('date_of_birth')}, (${row('created_at')} at time zone 'UTC')::date,
    (select form.age from registration_form form where form.patient_id = ${row('id')}), ${today}::date), -1)`;
}
