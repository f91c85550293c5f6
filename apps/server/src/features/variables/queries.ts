import type { Customer, Language, PatientVariable, VariablePriority } from '@vigil/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { inFlavour } from './flavour.ts';

/** Whose pages: a user's own, or the predefined set (user_id null) for users without their own. */
export type PriorityOwner = { readonly userId: number } | 'predefined';

/** The flavour's variables with their names in `language` where a translation exists. */
function catalogueQuery(db: Db, customer: Customer, language: Language) {
  return db
    .selectFrom('patientVariable')
    .leftJoin('variableNameTranslation as translation', (join) =>
      join
        .onRef('translation.variableId', '=', 'patientVariable.id')
        .on('translation.language', '=', language),
    )
    .select([
      'patientVariable.id',
      'patientVariable.variableName',
      'patientVariable.code',
      'patientVariable.units',
      'translation.variableName as translatedName',
      'translation.acronym as translatedAcronym',
      'translation.units as translatedUnits',
    ])
    .where(inFlavour(customer));
}

type CatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['execute']>>[number];

function toPatientVariable(row: CatalogueRow): PatientVariable {
  return {
    idpatientVariables: row.id,
    variableName: row.variableName,
    variableNameTranslate: row.translatedName ?? row.variableName,
    acronyme: row.code,
    acronymeTranslate: row.translatedAcronym ?? row.code,
    units: row.translatedUnits ?? row.units,
  };
}

/** The catalogue of the flavour, named in `language` where a translation exists, in display order. */
export async function findCatalogue(
  db: Db,
  customer: Customer,
  language: Language,
): Promise<PatientVariable[]> {
  const rows = await catalogueQuery(db, customer, language)
    .orderBy('patientVariable.sortOrder')
    .orderBy('patientVariable.id')
    .execute();
  return rows.map(toPatientVariable);
}

/** The page columns of an owner, limited to variables of the flavour, in page and priority order. */
export async function findPriorityRows(db: Db, customer: Customer, owner: PriorityOwner) {
  return db
    .selectFrom('variablePriority')
    .innerJoin('patientVariable', 'patientVariable.id', 'variablePriority.variableId')
    .select(['variablePriority.variableId', 'variablePriority.priority', 'variablePriority.windowNumber'])
    .where(inFlavour(customer))
    .where(ownedBy(owner))
    .orderBy('variablePriority.windowNumber')
    .orderBy('variablePriority.priority')
    .orderBy('patientVariable.sortOrder')
    .execute();
}

function ownedBy(owner: PriorityOwner) {
  return (eb: ExpressionBuilder<DB, 'variablePriority'>): Expression<SqlBool> =>
    owner === 'predefined'
      ? eb('variablePriority.userId', 'is', null)
      : eb('variablePriority.userId', '=', owner.userId);
}

/**
 * The columns an owner sees, with their variables named in `language`, in page and priority
 * order, in one statement: a user's own pages, or the predefined ones while the user has none
 * of the flavour (docs/requirements/variables.md#variable-pages).
 */
export async function findPages(
  db: Db,
  customer: Customer,
  language: Language,
  owner: PriorityOwner,
  onlyWindow?: number,
): Promise<VariablePriority[]> {
  const rows = await catalogueQuery(db, customer, language)
    .innerJoin('variablePriority', 'variablePriority.variableId', 'patientVariable.id')
    .select(['variablePriority.priority', 'variablePriority.windowNumber'])
    .where((eb) =>
      owner === 'predefined'
        ? ownedBy(owner)(eb)
        : eb.or([
            ownedBy(owner)(eb),
            eb.and([
              ownedBy('predefined')(eb),
              eb.not(
                eb.exists(
                  // patient_variable here is the subquery's own, not the outer query's.
                  eb
                    .selectFrom('variablePriority as own')
                    .innerJoin('patientVariable', 'patientVariable.id', 'own.variableId')
                    .select('own.variableId')
                    .where('own.userId', '=', owner.userId)
                    .where(inFlavour(customer)),
                ),
              ),
            ]),
          ]),
    )
    .$if(onlyWindow !== undefined, (query) => query.where('variablePriority.windowNumber', '=', onlyWindow!))
    .orderBy('variablePriority.windowNumber')
    .orderBy('variablePriority.priority')
    .orderBy('patientVariable.sortOrder')
    .execute();
  return rows.map((row) => ({
    patientVariable: toPatientVariable(row),
    priority: row.priority,
    windowNumber: row.windowNumber,
  }));
}
