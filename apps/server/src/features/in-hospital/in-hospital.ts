import type { InHospitalPatient } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/** The caller's patients with a hospital stay that has not ended, highest AI risk first. */
export async function inHospitalPatients(db: Db, actor: Actor): Promise<InHospitalPatient[]> {
  const rows = await db
    .selectFrom('hospitalization')
    .innerJoin(patientsOf(db, actor).table(), 'patient.id', 'hospitalization.patientId')
    .select([
      'patient.id',
      'patient.firstName',
      'patient.lastName',
      'patient.latestRiskScore',
      (eb) => eb.fn.min('hospitalization.admittedAt').as('admittedAt'),
    ])
    .where('hospitalization.dischargedAt', 'is', null)
    .groupBy(['patient.id', 'patient.firstName', 'patient.lastName', 'patient.latestRiskScore'])
    .orderBy('patient.latestRiskScore', (order) => order.desc().nullsLast())
    .orderBy('patient.lastName')
    .orderBy('patient.firstName')
    .execute();
  return rows.map((row) => ({
    idpatient: row.id,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    admittedAt: row.admittedAt.toISOString(),
    riskScore: row.latestRiskScore,
  }));
}
