import { FHIR_SYSTEMS, utcToday } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { scopeReach } from '../../platform/access/patient-data.ts';
import { categoriesMembers, prepareMembership } from '../categories/index.ts';
import type { FhirReader } from './reader.ts';
import { instant, subject, type PatientResourceSource } from './resource-source.ts';

const CLINICAL = [
  { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/flag-category', code: 'clinical' }] },
];

/** Ids: `{patient}-{variable}` for a red status, `{patient}-c{category}` for an alert category. */
const FLAG_ID = /^(\d{1,9})-c?\d{1,9}$/;

/** A Flag per variable whose latest value has a red status. */
async function redStatusFlags(db: Db, patientIds: readonly number[]) {
  const rows = await db
    .selectFrom('patientVariableLatest as latest')
    .innerJoin('patientVariable as variable', 'variable.id', 'latest.variableId')
    .select([
      'latest.patientId',
      'latest.variableId',
      'latest.status',
      'latest.timeStamp',
      'variable.code',
      'variable.variableName',
    ])
    .where('latest.patientId', 'in', [...patientIds])
    .where('latest.status', 'in', ['ALERT_LOW', 'ALERT_HIGH'])
    .orderBy('latest.patientId')
    .orderBy('latest.variableId')
    .execute();
  return rows.map((row) => ({
    patientId: row.patientId,
    resource: {
      resourceType: 'Flag',
      id: `${row.patientId}-${row.variableId}`,
      status: 'active',
      category: CLINICAL,
      code: {
        coding: [{ system: FHIR_SYSTEMS.vigilVariables, code: row.code, display: row.variableName }],
        text: `${row.variableName}: ${row.status === 'ALERT_LOW' ? 'critically low' : 'critically high'}`,
      },
      subject: subject(row.patientId),
      period: { start: instant(row.timeStamp) },
    },
  }));
}

/** A Flag per alert category the reader sees that the patient is in now (as the ALERTS dialog). */
async function alertCategoryFlags(db: Db, patientIds: readonly number[], reader: FhirReader) {
  if (reader.alertCategoryIds.length === 0) return [];
  const categories = db
    .selectFrom('ruleBasedCategory')
    .select('ruleBasedCategory.id')
    .where('ruleBasedCategory.id', 'in', [...reader.alertCategoryIds]);
  const prepared = await prepareMembership(db, categories, { today: utcToday() });
  const rows = await categoriesMembers(db, categories, { reach: scopeReach(reader.scope), prepared })
    .innerJoin('ruleBasedCategory as category', 'category.id', 'membership.categoryId')
    .select('category.name as categoryName')
    .where('membership.patientId', 'in', [...patientIds])
    .orderBy('membership.patientId')
    .orderBy('membership.categoryId')
    .execute();
  return rows.map((row) => ({
    patientId: row.patientId,
    resource: {
      resourceType: 'Flag',
      id: `${row.patientId}-c${row.categoryId}`,
      status: 'active',
      category: CLINICAL,
      code: { text: `In alert category: ${row.categoryName}` },
      subject: subject(row.patientId),
    },
  }));
}

/** Current alerts: red statuses, and memberships of the alert categories the reader sees. */
export const flags: PatientResourceSource = {
  type: 'Flag',
  patientOf(_db, id) {
    const match = FLAG_ID.exec(id);
    return Promise.resolve(match ? Number(match[1]) : undefined);
  },
  async ofPatients(db, patientIds, reader) {
    if (patientIds.length === 0) return [];
    const all = [
      ...(await redStatusFlags(db, patientIds)),
      ...(await alertCategoryFlags(db, patientIds, reader)),
    ];
    // By patient, each patient's red statuses first (a stable sort keeps each kind's order).
    return all.sort((a, b) => a.patientId - b.patientId).map((flag) => flag.resource);
  },
};
