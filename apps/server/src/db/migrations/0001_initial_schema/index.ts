import type { Kysely } from 'kysely';
import { ai } from './ai.ts';
import { audit } from './audit.ts';
import { categories } from './categories.ts';
import { clinicalRecords } from './clinical-records.ts';
import { identity } from './identity.ts';
import { interventions } from './interventions.ts';
import { messages } from './messages.ts';
import { organizations } from './organizations.ts';
import { patientData } from './patient-data.ts';
import { patients } from './patients.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { users } from './users.ts';
import { variablesAndLimits } from './variables.ts';

/*
 * The whole schema of both spec documents, one file per area, run in the order below (later
 * areas reference tables of earlier ones). Conventions: singular snake_case tables, `id`
 * primary keys (bigint on the high-volume tables), `<entity>_id` foreign keys, timestamptz for
 * instants and date for calendar days. Enumerations are CHECK ... IN lists written out in
 * enumerations.ts, not imported, so a later edit elsewhere can never change what this migration
 * created; the type generator turns those lists into string unions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    ...organizations(),
    ...users(),
    ...patients(),
    ...identity(),
    ...variablesAndLimits(),
    ...patientData(),
    ...clinicalRecords(),
    ...categories(),
    ...messages(),
    ...interventions(),
    ...ai(),
    ...audit(),
  ]) {
    await statement.execute(db);
  }
  await seedCatalogue(db);
}
