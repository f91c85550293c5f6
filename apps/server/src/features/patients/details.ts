import type { Customer, PatientDetails, RegistrationForm } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { patientStatus } from './patient-status.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/** GET /patients/{id}: the patient (with every status) and the registration form; remembered as last viewed. */
export async function patientDetails(
  db: Db,
  options: { actor: Actor; customer: Customer; patientId: number },
): Promise<PatientDetails> {
  const { actor, patientId } = options;
  const row = await patientStatus(db, options);
  const [facts, clinics, form, outcome] = await Promise.all([
    patientsOf(db, actor)
      .patients()
      .leftJoin('alarmType', 'alarmType.id', 'patient.alarmTypeId')
      .leftJoin('alarmTypeLanguage', (join) =>
        join
          .onRef('alarmTypeLanguage.alarmTypeId', '=', 'alarmType.id')
          .on('alarmTypeLanguage.language', '=', actor.language),
      )
      .select((eb) => [
        'patient.socialSecurityNr',
        'patient.email',
        'patient.createdAt',
        'patient.timezone',
        'patient.appVersion',
        // The type named in the reader's language where staff entered a name for it.
        eb.fn.coalesce('alarmTypeLanguage.name', 'alarmType.name').as('alarmType'),
      ])
      .where('patient.id', '=', patientId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('patientClinic')
      .innerJoin('clinic', 'clinic.id', 'patientClinic.clinicId')
      .innerJoin('organization', 'organization.id', 'clinic.organizationId')
      .select(['clinic.id as idclinic', 'clinic.name as clinicName', 'organization.name as organizationName'])
      .where('patientClinic.patientId', '=', patientId)
      .orderBy('clinic.name')
      .execute(),
    registrationForm(db, patientId),
    db
      .selectFrom('treatmentOutcome')
      .select('value')
      .where('patientId', '=', patientId)
      .orderBy('recordedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  await db
    .updateTable('appUser')
    .set({ lastPatientViewId: patientId })
    .where('id', '=', actor.userId)
    .execute();
  return {
    patient: {
      ...row,
      ...facts,
      createdAt: new Date(facts.createdAt).toISOString(),
      clinics,
      latestOutcome: outcome?.value ?? null,
    },
    form,
  };
}

async function registrationForm(db: Db, patientId: number): Promise<RegistrationForm | null> {
  const form = await db
    .selectFrom('registrationForm')
    .selectAll()
    .where('patientId', '=', patientId)
    .executeTakeFirst();
  if (!form) return null;
  const answersD = [
    form.answerD1,
    form.answerD2,
    form.answerD3,
    form.answerD4,
    form.answerD5,
    form.answerD6,
    form.answerD7,
    form.answerD8,
    form.answerD9,
    form.answerD10,
  ];
  return {
    childName: form.childName,
    parentName: form.parentName,
    age: form.age,
    gender: form.gender,
    clinicName: form.clinicName,
    dbLanguage: form.dbLanguage,
    town: form.town,
    countryId: form.countryId,
    timezone: form.timezone,
    alarmTypeName: form.alarmTypeName,
    appVersion: form.appVersion,
    answerA: form.answerA,
    answerB: form.answerB,
    answerC: form.answerC,
    answersD,
    questions: questionTexts(form.questionTexts),
  };
}

function questionTexts(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
