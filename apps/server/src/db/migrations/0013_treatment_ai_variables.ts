import { sql, type Kysely } from 'kysely';

/**
 * The treatment model's eight AI variables belong to the bedwetting flavour only: the generic
 * flavour's AI is its risk score, and showed them as empty panels and columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update patient_variable set flavour = 'bedwetting'
    where code in ('AI_SUCC', 'AI_PSUCC', 'AI_NOTSUCC', 'AI_DROPOUT',
                   'AI_SUCC_SC', 'AI_PSUCC_SC', 'AI_NOTSUCC_SC', 'AI_DROPOUT_SC')`.execute(db);
}
