import { MIN_TRUSTED_PATIENTS, type AiModelCard } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import type { ModelMetrics } from '@vigil/learning';

type StoredMetrics = Partial<ModelMetrics> & {
  trainedOn?: { patients?: number };
  outOfFold?: NonNullable<AiModelCard['outOfFold']>;
  l2?: number;
};

const finiteOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** GET /ai-models/active: each kind's model in use with the metrics it was measured by. */
export async function activeModelCards(db: Db): Promise<AiModelCard[]> {
  const rows = await db
    .selectFrom('aiModel')
    .select(['kind', 'version', 'trainedAt', 'metrics'])
    .where('active', '=', true)
    .orderBy('kind')
    .execute();
  return rows.map((row) => {
    const metrics = row.metrics as StoredMetrics;
    return {
      kind: row.kind,
      version: row.version,
      trainedAt: new Date(row.trainedAt).toISOString(),
      trainedOnPatients: metrics.trainedOn?.patients ?? 0,
      heldOutPatients: metrics.patients ?? 0,
      riskAuc: finiteOrNull(metrics.riskAuc),
      riskBrier: finiteOrNull(metrics.riskBrier),
      outcomeAuc: metrics.outcomeAuc ? metrics.outcomeAuc.map(finiteOrNull) : null,
      calibration: metrics.calibration ?? [],
      calibrationError: metrics.calibrationError ?? null,
      outOfFold: metrics.outOfFold
        ? { ...metrics.outOfFold, riskAuc: finiteOrNull(metrics.outOfFold.riskAuc) }
        : null,
      l2: metrics.l2 ?? null,
      tooFewPatients: (metrics.trainedOn?.patients ?? 0) < MIN_TRUSTED_PATIENTS,
    };
  });
}
