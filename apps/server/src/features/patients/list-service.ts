import {
  type Customer,
  PATIENT_SORT_KEYS,
  referencingLimits,
  type PatientListQuery,
  type PatientListResponse,
  utcToday,
  type VariableColumn,
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
  const [variables, { total, pendingApproval }] = await Promise.all([
    windowColumns(db, actor, query.window, customer),
    countPatients(db, actor, query),
  ]);
  const sort = await resolveSort(db, customer, query.sort, variables);
  const rows = await pageRows(
    db,
    await pagePatientIds(db, actor, query, sort, today),
    variables.map((variable) => variable.idpatientVariables),
    today,
  );
  const { patients, limits } = referencingLimits(rows);
  return { patients, total, page: query.page, pageSize: query.pageSize, variables, pendingApproval, limits };
}

/**
 * AI_SCORE, NAME, or a variable of the flavour by its code. The list's headings sort by the
 * window's own columns, which the page has already read; another variable is looked up.
 */
async function resolveSort(
  db: Db,
  customer: Customer,
  key: string,
  columns: readonly VariableColumn[],
): Promise<ListSort> {
  if ((PATIENT_SORT_KEYS as readonly string[]).includes(key))
    return { kind: key as (typeof PATIENT_SORT_KEYS)[number] };
  const column = columns.find((candidate) => candidate.acronyme === key);
  if (column) return { kind: 'VARIABLE', variableId: column.idpatientVariables };
  const variable = await db
    .selectFrom('patientVariable')
    .select('id')
    .where('code', '=', key)
    .where('flavour', 'in', [customer, 'both'])
    .executeTakeFirst();
  if (!variable) throw badRequest(UNKNOWN_SORT_MESSAGE);
  return { kind: 'VARIABLE', variableId: variable.id };
}
