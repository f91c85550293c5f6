import { MAX_VARIABLES_PER_WINDOW, type Customer, type VariableColumn } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { listPriorities } from '../variables/index.ts';

/** The variable columns of one list page (window 1-5): the user's pages, else the predefined ones. */
export async function windowColumns(
  db: Db,
  actor: Actor,
  windowNumber: number,
  customer: Customer,
): Promise<VariableColumn[]> {
  const pages = await listPriorities({
    db,
    customer,
    language: actor.language,
    owner: { userId: actor.userId },
    onlyWindow: windowNumber,
  });
  return pages.slice(0, MAX_VARIABLES_PER_WINDOW).map(({ patientVariable, priority }) => ({
    idpatientVariables: patientVariable.idpatientVariables,
    acronyme: patientVariable.acronyme,
    acronymeTranslate: patientVariable.acronymeTranslate,
    variableName: patientVariable.variableNameTranslate,
    units: patientVariable.units,
    priority,
  }));
}
