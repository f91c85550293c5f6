import { sql, type Kysely } from 'kysely';

/**
 * The treatment model's eight AI variables belong to the bedwetting flavour only: the generic
 * flavour's AI is its risk score, and showed them as empty panels and columns. They were all of
 * the generic flavour's predefined page 2, which now holds the absolute weight and the temperature
 * (page 1 keeps the deviation from dry weight, which says more).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update patient_variable set flavour = 'bedwetting'
    where code in ('AI_SUCC', 'AI_PSUCC', 'AI_NOTSUCC', 'AI_DROPOUT',
                   'AI_SUCC_SC', 'AI_PSUCC_SC', 'AI_NOTSUCC_SC', 'AI_DROPOUT_SC')`.execute(db);
  await sql`update variable_priority set window_number = 2
    where user_id is null and variable_id in (select id from patient_variable where code in ('WEIGHT', 'TEMP'))`.execute(
    db,
  );
}
