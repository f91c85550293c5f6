import type {
  DangerStatus,
  HospitalizationDirection,
  HospitalizationStatus,
  OtherRelation,
  OtherVariable,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { createTestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';

/** Codes → ids of the variable catalogue. */
export async function variableIdsByCode(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const row of await db.selectFrom('patientVariable').select(['id', 'code']).execute())
    ids[row.code] = row.id;
  return ids;
}

export interface CraftedPatient {
  readonly clinicId: number;
  readonly gender?: 'Male' | 'Female' | 'Unknown';
  readonly dateOfBirth?: string | null;
  readonly timezone?: string;
  readonly createdAt?: string;
  readonly firstEntryDate?: string | null;
  readonly alarmTypeId?: number | null;
  readonly primaryPhysicianId?: number | null;
  readonly inactive?: boolean;
}

/** A patient of the clinic with the facts other conditions read. */
export async function craftPatient(db: Db, patient: CraftedPatient): Promise<number> {
  const { id } = await createPatient(db, {
    clinicIds: [patient.clinicId],
    inactive: patient.inactive ?? false,
  });
  await db
    .updateTable('patient')
    .set({
      gender: patient.gender ?? 'Unknown',
      dateOfBirth: patient.dateOfBirth ?? null,
      timezone: patient.timezone ?? 'Europe/Stockholm',
      firstEntryDate: patient.firstEntryDate ?? null,
      alarmTypeId: patient.alarmTypeId ?? null,
      primaryPhysicianId: patient.primaryPhysicianId ?? null,
      ...(patient.createdAt ? { createdAt: patient.createdAt } : {}),
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Sets the patient's current value of a variable (null: a latest row without a value). */
export async function setLatest(
  db: Db,
  patientId: number,
  variableId: number,
  value: number | null,
  timeStamp = '2026-03-20T06:00:00Z',
): Promise<void> {
  await db
    .insertInto('patientVariableLatest')
    .values({ patientId, variableId, value, timeStamp, daysSince: 0 })
    .onConflict((conflict) => conflict.columns(['patientId', 'variableId']).doUpdateSet({ value, timeStamp }))
    .execute();
}

/** Stores a value in the history (as the relative deviation reads it). */
export async function addValue(
  db: Db,
  patientId: number,
  variableId: number,
  value: number | null,
  timeStamp: string,
): Promise<void> {
  await db
    .insertInto('variableValue')
    .values({ patientId, variableId, value, timeStamp, source: 'staff' })
    .execute();
}

export interface CategoryDefinition {
  readonly name?: string;
  readonly createdBy?: number | null;
  readonly alert?: boolean;
  readonly variable?: readonly {
    variableId: number;
    relation: 'GT' | 'EQ' | 'LT' | 'DS';
    threshold?: number;
    statuses?: readonly DangerStatus[];
  }[];
  readonly other?: readonly { otherVariable: OtherVariable; relation: OtherRelation; value: string }[];
  readonly diagnosis?: readonly string[];
  readonly deviation?: readonly { variableId: number; threshold: number }[];
  readonly hospitalization?: readonly {
    status?: HospitalizationStatus;
    direction?: HospitalizationDirection;
    days: number;
    currentlyInHospital?: boolean;
  }[];
}

let categoryNumber = 0;

/** A rule-based category with the conditions given, written straight to the tables. */
export async function insertCategory(db: Db, definition: CategoryDefinition): Promise<number> {
  categoryNumber += 1;
  const { id } = await db
    .insertInto('ruleBasedCategory')
    .values({
      name: definition.name ?? `Category ${categoryNumber}`,
      createdBy: definition.createdBy ?? null,
      sharableType: definition.alert ? 'admin-alert' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const condition of definition.variable ?? []) {
    const row = await db
      .insertInto('categoryVariableCondition')
      .values({
        categoryId: id,
        variableId: condition.variableId,
        relation: condition.relation,
        threshold: condition.relation === 'DS' ? null : (condition.threshold ?? 0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const dangerStatus of condition.statuses ?? []) {
      await db
        .insertInto('categoryVariableConditionStatus')
        .values({ conditionId: row.id, dangerStatus })
        .execute();
    }
  }
  for (const condition of definition.other ?? []) {
    await db
      .insertInto('categoryOtherCondition')
      .values({
        categoryId: id,
        otherVariable: condition.otherVariable,
        relation: condition.relation,
        conditionValue: condition.value,
      })
      .execute();
  }
  for (const icdCode of definition.diagnosis ?? []) {
    await db.insertInto('categoryDiagnosisCondition').values({ categoryId: id, icdCode }).execute();
  }
  for (const condition of definition.deviation ?? []) {
    await db
      .insertInto('categoryRelativeDeviation')
      .values({ categoryId: id, ...condition })
      .execute();
  }
  for (const condition of definition.hospitalization ?? []) {
    await db
      .insertInto('categoryHospitalizationCondition')
      .values({
        categoryId: id,
        status: condition.status ?? null,
        direction: condition.direction ?? null,
        conditionValue: condition.days,
        currentlyInHospital: condition.currentlyInHospital ?? false,
      })
      .execute();
  }
  return id;
}

/** Two clinics of different organizations: "ours" and a stranger's. */
export async function twoClinics(db: Db) {
  const ours = await createClinic(db);
  const theirs = await createClinic(db);
  return { ours, theirs };
}

/**
 * The app with our clinic (a user, superuser, admin and product admin of it) and a stranger
 * clinic with its own user, and a call helper.
 */
export async function createCategoryApp() {
  const server = await createTestApp();
  const db = server.database.db;
  const clinics = await twoClinics(db);
  const roles = ['ROLE_USER', 'ROLE_SUPERUSER', 'ROLE_ADMIN', 'ROLE_MYAPPADMIN'] as const;
  const users = Object.fromEntries(
    await Promise.all(
      roles.map(
        async (role) => [role, await createUser(db, { role, clinicIds: [clinics.ours.clinicId] })] as const,
      ),
    ),
  ) as Record<(typeof roles)[number], Awaited<ReturnType<typeof createUser>>>;
  const stranger = await createUser(db, { clinicIds: [clinics.theirs.clinicId] });
  const tokens = {
    user: await loginAs(server.app, users.ROLE_USER),
    superuser: await loginAs(server.app, users.ROLE_SUPERUSER),
    admin: await loginAs(server.app, users.ROLE_ADMIN),
    appAdmin: await loginAs(server.app, users.ROLE_MYAPPADMIN),
    stranger: await loginAs(server.app, stranger),
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { server, db, clinics, users, stranger, tokens, call, ids: await variableIdsByCode(db) };
}
