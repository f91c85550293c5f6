import {
  type Customer,
  PATIENT_SORT_KEYS,
  type PatientListQuery,
  type PatientListResponse,
  utcToday,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { windowColumns } from './columns.ts';
import { countPatients, pagePatientIds, type ListSort } from './list-query.ts';
import { pageRows } from './status-rows.ts';

export const UNKNOWN_SORT_MESSAGE = 'Unknown sort column';

/** GET /patients/status: one page of the caller's patients with the window's statuses. */
export async function listPatients(
  db: Db,
  options: { actor: Actor; customer: Customer; query: PatientListQuery; today?: string },
): Promise<PatientListResponse> {
  const { actor, customer, query } = options;
  const today = options.today ?? utcToday();
  const sort = await resolveSort(db, customer, query.sort);
  const [variables, { total, pendingApproval }, page] = await Promise.all([
    windowColumns(db, actor, query.window, customer),
    countPatients(db, actor, query),
    pagePatientIds(db, actor, query, sort),
  ]);
  const patients = await pageRows(
    db,
    page,
    variables.map((variable) => variable.idpatientVariables),
    today,
  );
  return { patients, total, page: query.page, pageSize: query.pageSize, variables, pendingApproval };
}

async function resolveSort(db: Db, customer: Customer, key: string): Promise<ListSort> {
  if ((PATIENT_SORT_KEYS as readonly string[]).includes(key)) return { kind: key as 'AI_SCORE' | 'NAME' };
  const variable = await db
    .selectFrom('patientVariable')
    .select('id')
    .where('code', '=', key)
    .where('flavour', 'in', [customer, 'both'])
    .executeTakeFirst();
  if (!variable) throw badRequest(UNKNOWN_SORT_MESSAGE);
  return { kind: 'VARIABLE', variableId: variable.id };
}
