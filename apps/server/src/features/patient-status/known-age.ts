import { sql, type RawBuilder } from 'kysely';

/**
 * A patient's whole age in years on `today` ('YYYY-MM-DD'), null when unknown: the database's
 * `patient_age_on` (migration 0008), the one definition the stored statuses are evaluated with —
 * from the date of birth, else from the registration form (a child registered from the phone gives
 * an age, not a birth date) plus the whole years since registering. `patient` is an alias of a
 * patient row.
 */
export function knownAgeSql(patient: string, today: string): RawBuilder<number | null> {
  return sql<number | null>`nullif(patient_age_on(${sql.ref(`${patient}.id`)}, ${today}::date), -1)`;
}
