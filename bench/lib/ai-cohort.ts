import { addDays, type Customer } from '@vigil/domain';
import { openDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { isScoredSnapshot } from '../../apps/server/src/features/ai/hospitalization/scored.ts';
import { snapshotRows } from '../../apps/server/src/features/ai/hospitalization/train.ts';
import {
  HORIZON_DAYS,
  hospitalizationSnapshots,
} from '../../apps/server/src/features/ai/hospitalization/snapshots.ts';
import { isHeldOut, trainingPatients, type LabelledRows } from '@vigil/learning';
import {
  loadTreatmentHistories,
  patientsWithOutcome,
} from '../../apps/server/src/features/ai/treatment/load-histories.ts';
import { markTreatmentOutcomes } from '../../apps/server/src/features/ai/treatment/mark-outcomes.ts';
import { treatmentTrainingSet } from '../../apps/server/src/features/ai/treatment/training-set.ts';
import { recomputeDerivedVariables } from '../../apps/server/src/features/variable-values/index.ts';
import { writeDemoCohort } from './demo-cohort.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** Runs one step of a bench, timing it as the bench prints it. */
export type Step = <T>(label: string, run: () => T | Promise<T>) => Promise<T>;

const SEED = 20261129;

/**
 * The AI benches' cohort (issue 37): `kept` (by default `AI_PROFILE_COHORT`), the address of a
 * cohort an earlier run kept (`BENCH_KEEP=1`, the same UTC day), or else a demo cohort written
 * into a new scratch database.
 */
export async function openAiCohort(
  prefix: string,
  {
    flavour,
    patients,
    historyDays,
    kept = process.env.AI_PROFILE_COHORT,
  }: { flavour: Customer; patients: number; historyDays: number; kept?: string },
  step: Step,
): Promise<{ db: Db; name: string; close(): Promise<void> }> {
  const today = new Date();
  let url = kept;
  let drop = async () => {};
  if (!url) {
    const scratch = await createScratchDatabase(prefix);
    url = scratch.url;
    drop = () => scratch.drop();
  }
  const database = await openDatabase({ kind: 'postgres', url }, 2);
  if (!kept)
    await step(`write ${patients} patients over ${historyDays} days`, async () => {
      await writeDemoCohort(database.db, { customer: flavour, seed: SEED, patients, historyDays, today });
      if (flavour === 'bedwetting')
        await markTreatmentOutcomes(database.db, today.toISOString().slice(0, 10));
      else await recomputeDerivedVariables(database.db, { customer: 'generic', asOf: today });
    });
  return {
    db: database.db,
    name: new URL(url).pathname.slice(1),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** The training rows the training task learns from: its sample of patients, outside the held-out ones. */
export async function aiTrainingRows(
  db: Db,
  flavour: Customer,
  today: string,
  step: Step,
): Promise<LabelledRows> {
  if (flavour === 'bedwetting') {
    const histories = await step('load treatment histories', async () =>
      loadTreatmentHistories(db, { patientIds: trainingPatients(await patientsWithOutcome(db)) }),
    );
    return step('training rows (as known on each day)', () =>
      treatmentTrainingSet(
        histories.filter((history) => history.outcome !== null && !isHeldOut(history.patientId)),
      ),
    );
  }
  const ids = trainingPatients(
    (await db.selectFrom('patient').select('id').execute()).map((patient) => patient.id),
  );
  const days: string[] = [];
  for (let back = HORIZON_DAYS; back <= 182; back += 7) days.push(addDays(today, -back));
  const snapshots = await step('snapshot SQL', () => hospitalizationSnapshots(db, { patientIds: ids, days }));
  const chosen = snapshots.filter(
    (s) => s.admitted !== null && isScoredSnapshot(s.features) && !isHeldOut(s.patientId),
  );
  return snapshotRows(chosen);
}
