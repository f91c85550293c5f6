import { ACCESS_TYPES } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

interface PatientRead {
  readonly actor: Actor;
  readonly patientId: number;
}

/** GET /patients/{id}/hospitalcontacts: hospital stays, newest first (generic flavour). */
export async function hospitalContacts(db: Db, { actor, patientId }: PatientRead) {
  await patientsOf(db, actor).require(patientId);
  const stays = await db
    .selectFrom('hospitalization')
    .select(['admittedAt', 'dischargedAt'])
    .where('patientId', '=', patientId)
    .orderBy('admittedAt', 'desc')
    .execute();
  return stays.map((stay) => {
    const admitted = new Date(stay.admittedAt);
    const discharged = stay.dischargedAt === null ? null : new Date(stay.dischargedAt);
    return {
      admittedAt: admitted.toISOString(),
      dischargedAt: discharged?.toISOString() ?? null,
      lengthOfStayDays:
        discharged === null ? null : Math.round((discharged.getTime() - admitted.getTime()) / 86_400_000),
    };
  });
}

/** GET /patients/{id}/access: vascular access periods with the spec's type names. */
export async function vascularAccess(db: Db, { actor, patientId }: PatientRead) {
  await patientsOf(db, actor).require(patientId);
  const periods = await db
    .selectFrom('vascularAccess')
    .select(['accessType', 'fromDate', 'toDate'])
    .where('patientId', '=', patientId)
    .orderBy('fromDate', 'desc')
    .execute();
  return periods.map((period) => ({
    ...period,
    name: ACCESS_TYPES[period.accessType] ?? String(period.accessType),
  }));
}

/** GET /patients/{id}/dryweight: the prescribed dry weights, newest first. */
export async function dryWeights(db: Db, { actor, patientId }: PatientRead) {
  await patientsOf(db, actor).require(patientId);
  const weights = await db
    .selectFrom('dryWeight')
    .select(['validFrom', 'weightKg'])
    .where('patientId', '=', patientId)
    .orderBy('validFrom', 'desc')
    .execute();
  return weights.map((weight) => ({ date: weight.validFrom, value: weight.weightKg }));
}
