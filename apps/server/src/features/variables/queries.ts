import type { Customer, Language, PatientVariable } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { inFlavour } from './flavour.ts';

/** Whose pages: a user's own, or the predefined set (user_id null) for users without their own. */
export type PriorityOwner = { readonly userId: number } | 'predefined';

/** The catalogue of the flavour, named in `language` where a translation exists, in display order. */
export async function findCatalogue(
  db: Db,
  customer: Customer,
  language: Language,
): Promise<PatientVariable[]> {
  const rows = await db
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
    ])
    .where(inFlavour(customer))
    .orderBy('patientVariable.sortOrder')
    .orderBy('patientVariable.id')
    .execute();
  return rows.map((row) => ({
    idpatientVariables: row.id,
    variableName: row.variableName,
    variableNameTranslate: row.translatedName ?? row.variableName,
    acronyme: row.code,
    acronymeTranslate: row.translatedAcronym ?? row.code,
    units: row.units,
  }));
}

/** The page columns of an owner, limited to variables of the flavour, in page and priority order. */
export async function findPriorityRows(db: Db, customer: Customer, owner: PriorityOwner) {
  return db
    .selectFrom('variablePriority')
    .innerJoin('patientVariable', 'patientVariable.id', 'variablePriority.variableId')
    .select(['variablePriority.variableId', 'variablePriority.priority', 'variablePriority.windowNumber'])
    .where(inFlavour(customer))
    .$call((query) =>
      owner === 'predefined'
        ? query.where('variablePriority.userId', 'is', null)
        : query.where('variablePriority.userId', '=', owner.userId),
    )
    .orderBy('variablePriority.windowNumber')
    .orderBy('variablePriority.priority')
    .orderBy('patientVariable.sortOrder')
    .execute();
}
