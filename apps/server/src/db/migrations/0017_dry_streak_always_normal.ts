import { sql, type Kysely } from 'kysely';

/*
 * A long dry streak is success, not a warning (packages/domain/src/variables/bedwetting.ts): the
 * streak's general limits become normal at every length. Only rows still holding the old default
 * (upper normal 13, above that out of reach) change, so a clinic's own choice stays; the
 * limit_general trigger then refreshes the stored statuses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update limit_general set upper_limit_normal = abnormal_high
    where variable_id = (select id from patient_variable where code = 'DRYSTREAK')
      and lower_limit_normal = 0 and upper_limit_normal = 13 and abnormal_high = 1000 and alert_high = 1000`.execute(
    db,
  );
}
