import type { Intervention, Language, PatientIntervention } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PatientData } from '../../platform/access/patient-data.ts';

/** The intervention catalogue with each name in `language` where one is stored, else the name itself. */
export function interventionsQuery(db: Db, language: Language) {
  return db
    .selectFrom('intervention')
    .leftJoin('interventionLanguage', (join) =>
      join
        .onRef('interventionLanguage.interventionId', '=', 'intervention.id')
        .on('interventionLanguage.language', '=', language),
    )
    .select([
      'intervention.id as idintervention',
      'intervention.name',
      'intervention.description',
      'intervention.type',
      sql<string>`coalesce(intervention_language.name, intervention.name)`.as('nameLanguage'),
    ]);
}

/** GET /intervention/all: every intervention, by name in the reader's language. */
export function listInterventions(db: Db, language: Language): Promise<Intervention[]> {
  return interventionsQuery(db, language).orderBy('nameLanguage').orderBy('intervention.id').execute();
}

/** One patient's interventions, newest start first, or the one with `id` when given. */
export async function patientInterventions(
  db: Db,
  {
    patientId,
    language,
    id,
    patients,
  }: { patientId: number; language: Language; id?: number; patients: PatientData },
): Promise<PatientIntervention[]> {
  let query = db
    .selectFrom('patientIntervention')
    .innerJoin(
      interventionsQuery(db, language).as('catalogue'),
      'catalogue.idintervention',
      'patientIntervention.interventionId',
    )
    .innerJoin(patients.table(), 'patient.id', 'patientIntervention.patientId')
    .leftJoin('appUser', 'appUser.id', 'patientIntervention.createdBy')
    .select([
      'patientIntervention.id',
      'patientIntervention.patientId',
      'patientIntervention.comment',
      'patientIntervention.startDate',
      'patientIntervention.endDate',
      'patientIntervention.createdAt',
      'catalogue.idintervention',
      'catalogue.name',
      'catalogue.description',
      'catalogue.type',
      'catalogue.nameLanguage',
      'patient.firstName',
      'patient.lastName',
      'appUser.firstName as creatorFirstName',
      'appUser.lastName as creatorLastName',
    ])
    .where('patientIntervention.patientId', '=', patientId);
  if (id !== undefined) query = query.where('patientIntervention.id', '=', id);
  const rows = await query
    .orderBy('patientIntervention.startDate', 'desc')
    .orderBy('patientIntervention.id', 'desc')
    .execute();
  return rows.map((row) => ({
    idinterventionPatient: row.id,
    intervention: {
      idintervention: row.idintervention,
      name: row.name,
      description: row.description,
      type: row.type,
      nameLanguage: row.nameLanguage,
    },
    patient: { idpatient: row.patientId, fullName: `${row.firstName} ${row.lastName}`.trim() },
    patientId: row.patientId,
    comment: row.comment,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy:
      row.creatorFirstName === null ? null : `${row.creatorFirstName} ${row.creatorLastName ?? ''}`.trim(),
  }));
}
