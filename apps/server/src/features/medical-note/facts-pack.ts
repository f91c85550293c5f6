import { flavourOf, type NoteFact } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { bedwettingFacts } from './facts-bedwetting.ts';
import { commonFacts, patientFacts } from './facts-common.ts';
import { genericFacts } from './facts-generic.ts';
import { predictionFacts } from './facts-prediction.ts';
import type { FactsOptions, Unnumbered } from './facts-types.ts';

/** A facts pack with ids f1, f2, … in order, and the days without data in the last 14. */
export interface FactsPack {
  readonly facts: NoteFact[];
  /** Null when the patient has no data yet (docs/requirements/ai.md#medical-record-note: 'have not started treatment yet'). */
  readonly missingDays: number | null;
}

/**
 * Builds the facts pack of one patient, whom the caller has already found in scope: the patient,
 * the data of their care (the flavour's: nights or measurements), interventions and messages, the
 * latest prediction and its largest factors.
 */
export async function buildFactsPack(db: Db, options: FactsOptions): Promise<FactsPack> {
  const patient = await patientFacts(options);
  const care =
    flavourOf(options.customer).care === 'alarm-treatment'
      ? await bedwettingFacts(db, { ...options, identifiers: patient.identifiers })
      : await genericFacts(db, options);
  if (care.missingDays === null) return { facts: [], missingDays: null };
  const [common, prediction] = await Promise.all([
    commonFacts(db, { ...options, identifiers: patient.identifiers }),
    predictionFacts(db, options),
  ]);
  const unnumbered: Unnumbered[] = [patient.fact, ...care.facts, ...common, ...prediction];
  return {
    facts: unnumbered.map((fact, index) => ({ id: `f${index + 1}`, ...fact })),
    missingDays: care.missingDays,
  };
}
