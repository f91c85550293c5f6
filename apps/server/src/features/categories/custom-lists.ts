import {
  ALL_PATIENTS_CATEGORY_ID,
  ALL_PATIENTS_CATEGORY_NAME,
  categoryNameProblem,
  type CategoryMessage,
  type Customer,
  type CustomUserCategory,
  type CustomUserCategoryName,
  type CustomUserCategoryWithMessages,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { statusRows, windowColumns } from '../patients/index.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/*
 * A user's own lists of patients (custom user categories), filled by hand. A list shows only the
 * patients of its owner's current scope. 'All Patients' (id −1) is no stored list: it stands for
 * every patient in the caller's scope and cannot be changed or deleted.
 */

interface ListOptions {
  readonly db: Db;
  readonly actor: Actor;
}

const identity = (id: number, name: string) => ({
  categoryId: id,
  idcategoryuser: id,
  idruleBasedCategoryUser: null,
  categoryName: name,
  categoryNameTranslated: name,
  categoryType: 'CUSTOM' as const,
});

/** The actor's lists with the patients of each that they see, oldest list first. */
function ownLists(db: Db, actor: Actor) {
  return db
    .selectFrom('customUserCategory as list')
    .select((eb) => [
      'list.id',
      'list.name',
      eb
        .selectFrom('customUserCategoryPatient as listed')
        .innerJoin(patientsOf(db, actor).table(), 'patient.id', 'listed.patientId')
        .select(
          sql<
            number[]
          >`coalesce(array_agg(patient.id order by patient.latest_risk_score desc nulls last, patient.id), '{}')`.as(
            'ids',
          ),
        )
        .whereRef('listed.categoryId', '=', 'list.id')
        .as('patientIds'),
    ])
    .where('list.userId', '=', actor.userId)
    .orderBy('list.createdAt')
    .orderBy('list.id');
}

/** GET /customusercategories: the actor's lists, each with its patients as rows of the patients list. */
export async function listCustomCategories(
  options: ListOptions & { customer: Customer; window: number; today: string },
): Promise<CustomUserCategory[]> {
  const { db, actor, customer, window: windowNumber, today } = options;
  const [lists, variables] = await Promise.all([
    ownLists(db, actor).execute(),
    windowColumns(db, actor, windowNumber, customer),
  ]);
  const variableIds = variables.map((variable) => variable.idpatientVariables);
  const allIds = [...new Set(lists.flatMap((list) => list.patientIds ?? []))];
  const rows = new Map((await statusRows(db, allIds, variableIds, today)).map((row) => [row.idpatient, row]));
  return lists.map((list) => {
    const categoryPatientList = (list.patientIds ?? []).flatMap((id) => rows.get(id) ?? []);
    return {
      ...identity(list.id, list.name),
      numberOfPatients: categoryPatientList.length,
      categoryPatientList,
      variables,
    };
  });
}

/** GET /customusercategories/nopatients: 'All Patients' (−1) and the actor's lists, with how many patients each holds. */
export async function listCustomCategoryNames({ db, actor }: ListOptions): Promise<CustomUserCategoryName[]> {
  const [lists, everyone] = await Promise.all([
    ownLists(db, actor).execute(),
    patientsOf(db, actor).counts(),
  ]);
  const allPatients = everyone.patients;
  return [
    {
      ...identity(ALL_PATIENTS_CATEGORY_ID, ALL_PATIENTS_CATEGORY_NAME),
      numberOfPatients: allPatients,
    },
    ...lists.map((list) => ({
      ...identity(list.id, list.name),
      numberOfPatients: list.patientIds?.length ?? 0,
    })),
  ];
}

/** GET /customusercategories-withname/patients/messages: each list with its patients' names and its current messages. */
export async function listCustomCategoriesWithMessages({
  db,
  actor,
}: ListOptions): Promise<CustomUserCategoryWithMessages[]> {
  const lists = await ownLists(db, actor).execute();
  if (lists.length === 0) return [];
  const allIds = [...new Set(lists.flatMap((list) => list.patientIds ?? []))];
  const [patients, messages] = await Promise.all([
    allIds.length
      ? patientsOf(db, actor)
          .patients()
          .select(['patient.id', 'patient.firstName', 'patient.lastName'])
          .where('patient.id', 'in', allIds)
          .execute()
      : [],
    db
      .selectFrom('categoryMessage')
      .selectAll()
      .where(
        'customUserCategoryId',
        'in',
        lists.map((list) => list.id),
      )
      .where('supersededAt', 'is', null)
      .orderBy('language')
      .execute(),
  ]);
  const names = new Map(patients.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
  return lists.map((list) => {
    const listed = (list.patientIds ?? []).map((id) => ({ idpatient: id, fullName: names.get(id) ?? '' }));
    return {
      ...identity(list.id, list.name),
      numberOfPatients: listed.length,
      patients: listed,
      categoryMessages: messages
        .filter((message) => message.customUserCategoryId === list.id)
        .map((message): CategoryMessage => ({
          idcategoryMessage: message.id,
          categoryId: list.id,
          categoryType: 'CUSTOM',
          language: message.language,
          messageTitle: message.messageTitle,
          messageText: message.messageText,
          isEnabled: message.isEnabled,
          sendMoreThanOnce: message.sendMoreThanOnce,
          sendToSmartwatch: message.sendToSmartwatch,
          sendToMobile: message.sendToMobile,
          sentToPatients: message.sentToPatients,
          hoursWhenToSend: message.hoursWhenToSend,
          version: message.version,
          uuid: message.uuid,
          createdAt: new Date(message.createdAt).toISOString(),
        })),
    };
  });
}

/** POST /customusercategories: a new empty list of the actor's. */
export async function createCustomCategory(
  options: ListOptions & { categoryName: string | null | undefined },
): Promise<CustomUserCategoryName> {
  const { db, actor } = options;
  const problem = categoryNameProblem(options.categoryName);
  if (problem) throw badRequest(problem);
  const name = options.categoryName!.trim();
  if (name.toLowerCase() === ALL_PATIENTS_CATEGORY_NAME.toLowerCase())
    throw conflict(CATALOGUE.category.nameTaken);
  const taken = await db
    .selectFrom('customUserCategory')
    .select('id')
    .where('userId', '=', actor.userId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  if (taken) throw conflict(CATALOGUE.category.nameTaken);
  const created = await db
    .insertInto('customUserCategory')
    .values({ userId: actor.userId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return { ...identity(created.id, created.name), numberOfPatients: 0 };
}

/** The actor's own list; 'All Patients' cannot be changed (400), another user's list is not found (404). */
async function requireOwnList(db: Db, actor: Actor, listId: number): Promise<void> {
  if (listId === ALL_PATIENTS_CATEGORY_ID) throw badRequest(CATALOGUE.category.allPatientsFixed);
  const list = await db
    .selectFrom('customUserCategory')
    .select('id')
    .where('id', '=', listId)
    .where('userId', '=', actor.userId)
    .executeTakeFirst();
  if (!list) throw notFound(CATALOGUE.category.notFound);
}

/** DELETE /customusercategories(/{id}): the list goes, its patients stay. */
export async function deleteCustomCategory(options: ListOptions & { listId: number }): Promise<void> {
  const { db, actor, listId } = options;
  await requireOwnList(db, actor, listId);
  await db.deleteFrom('customUserCategory').where('id', '=', listId).execute();
}

/** PUT /customusercategories/{id}/patients/{patientId}: adds a patient in scope to the list. */
export async function addPatientToList(
  options: ListOptions & { listId: number; patientId: number },
): Promise<void> {
  const { db, actor, listId, patientId } = options;
  await requireOwnList(db, actor, listId);
  await patientsOf(db, actor).require(patientId);
  const added = await db
    .insertInto('customUserCategoryPatient')
    .values({ categoryId: listId, patientId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('patientId')
    .executeTakeFirst();
  if (!added) throw conflict(CATALOGUE.category.alreadyIncluded);
}

/** DELETE /customusercategories/{id}/patients/{patientId}: takes a patient off the list. */
export async function removePatientFromList(
  options: ListOptions & { listId: number; patientId: number },
): Promise<void> {
  const { db, actor, listId, patientId } = options;
  await requireOwnList(db, actor, listId);
  await patientsOf(db, actor).require(patientId);
  const removed = await db
    .deleteFrom('customUserCategoryPatient')
    .where('categoryId', '=', listId)
    .where('patientId', '=', patientId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound(CATALOGUE.category.patientNotIncluded);
}
