import type { Customer } from '@vigil/domain';
import type { Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { createDemoClinic, hashDemoPasswords } from '../../apps/server/src/demo/demo-clinic.ts';
import { loadClinicTargets } from '../../apps/server/src/demo/placement.ts';
import { ensureReferenceData } from '../../apps/server/src/demo/reference-data.ts';
import { writePatients } from '../../apps/server/src/demo/writer.ts';

/** A demo cohort in an empty scratch database, as `npm run demo` writes one: the AI quality benches' data. */
export async function writeDemoCohort(
  db: Db,
  options: { customer: Customer; seed: number; patients: number; historyDays: number; today: Date },
): Promise<void> {
  const { customer, seed, patients, historyDays, today } = options;
  await migrateToLatest(db);
  await ensureReferenceData(db, customer);
  await createDemoClinic(db, customer, await hashDemoPasswords(), today);
  await writePatients(db, {
    customer,
    seed,
    firstIndex: 0,
    count: patients,
    today,
    historyDays,
    clinics: await loadClinicTargets(db),
  });
}
