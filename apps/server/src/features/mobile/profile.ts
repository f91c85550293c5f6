import { localDate, type MobilePatient } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Device } from '../../platform/auth/devices.ts';
import { devicePatient } from '../../platform/access/patient-data.ts';

/** The patient as their own device sees them (GET /mobile/me and the registration answers). */
export async function mobilePatient(
  db: Db,
  device: Pick<Device, 'patientId' | 'kind'>,
  now: Date,
): Promise<MobilePatient> {
  const row = await devicePatient(db, device.patientId)
    .select()
    .leftJoin('registrationForm as form', 'form.patientId', 'patient.id')
    .select((eb) => [
      'patient.id',
      'patient.firstName',
      'patient.lastName',
      'patient.timezone',
      'patient.language',
      'patient.approvedClinic',
      'patient.appVersion',
      'form.childName',
      eb
        .selectFrom('patientClinic')
        .innerJoin('clinic', 'clinic.id', 'patientClinic.clinicId')
        .select('clinic.id')
        .whereRef('patientClinic.patientId', '=', 'patient.id')
        .orderBy('clinic.id')
        .limit(1)
        .as('clinicId'),
      eb
        .selectFrom('patientClinic')
        .innerJoin('clinic', 'clinic.id', 'patientClinic.clinicId')
        .select('clinic.name')
        .whereRef('patientClinic.patientId', '=', 'patient.id')
        .orderBy('clinic.id')
        .limit(1)
        .as('clinicName'),
    ])
    .executeTakeFirstOrThrow();
  return {
    patientId: row.id,
    childName: row.childName ?? `${row.firstName} ${row.lastName}`.trim(),
    timezone: row.timezone,
    today: localDate(now, row.timezone),
    language: row.language,
    clinic:
      row.clinicId != null && row.clinicName != null
        ? { idclinic: row.clinicId, clinicName: row.clinicName }
        : null,
    approvedClinic: row.approvedClinic,
    appVersion: row.appVersion,
    device: device.kind,
  };
}
