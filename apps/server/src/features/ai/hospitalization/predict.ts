import type { Db } from '../../../db/database.ts';
import { scoreRow } from '@vigil/learning';
import { activeModel } from '../models/store.ts';
import { madeOn } from '../predictions/backfill-days.ts';
import { storePredictions, type NewPrediction } from '../predictions/store.ts';
import { isScoredSnapshot } from './scored.ts';
import { hospitalizationSnapshots } from './snapshots.ts';
import { patientData, unsafeEveryPatient } from '../../../platform/access/patient-data.ts';

export { MAX_DAYS_WITHOUT_MEASUREMENT } from './scored.ts';

/**
 * The risk of a hospital admission within 14 days for every active patient not in hospital, as
 * of each given day (today for the daily job; past days for the demo's back-fill), from data
 * before the day.
 */
export async function predictHospitalizations(
  db: Db,
  { days, patientIds }: { days: readonly string[]; patientIds?: readonly number[] },
): Promise<number> {
  const active = await activeModel(db, 'hospitalization_risk');
  if (!active) return 0;
  const ids =
    patientIds ??
    (
      await patientData(db, unsafeEveryPatient('the daily job scores every active patient'))
        .patients()
        .select('id')
        .where('inactive', '=', false)
        .execute()
    ).map((row) => row.id);
  let stored = 0;
  for (const day of days) {
    const snapshots = await hospitalizationSnapshots(db, { patientIds: ids, days: [day] });
    const predictions: NewPrediction[] = snapshots
      .filter((snapshot) => isScoredSnapshot(snapshot.features, active.model.featureNames))
      .map((snapshot) => {
        const { risk, explanation } = scoreRow(active.model, snapshot.features);
        return {
          patientId: snapshot.patientId,
          asOf: day,
          madeAt: madeOn(day),
          probabilities: null,
          riskScore: risk,
          baseValue: explanation.baseValue,
          contributions: explanation.contributions,
          observed: snapshot.features,
        };
      });
    await storePredictions(db, active.id, predictions);
    stored += predictions.length;
  }
  return stored;
}
