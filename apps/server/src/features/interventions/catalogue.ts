import {
  INTERVENTION_CATALOGUE_MESSAGES as MESSAGES,
  type Intervention,
  type InterventionLanguage,
  type InterventionLanguageForm,
  type Language,
  CATALOGUE,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { listInterventions } from './queries.ts';

type InterventionFields = { name: string; description: string; type: Intervention['type'] };

/** POST /intervention/create: a new intervention; answers the catalogue. */
export async function createIntervention(
  db: Db,
  fields: InterventionFields,
  language: Language,
): Promise<Intervention[]> {
  await uniqueName(() => db.insertInto('intervention').values(fields).execute());
  return listInterventions(db, language);
}

/** PUT /intervention/update: its name, description and type; answers the catalogue. */
export async function updateIntervention(
  db: Db,
  { idintervention, ...fields }: InterventionFields & { idintervention: number },
  language: Language,
): Promise<Intervention[]> {
  const updated = await uniqueName(() =>
    db.updateTable('intervention').set(fields).where('id', '=', idintervention).executeTakeFirst(),
  );
  if (Number(updated.numUpdatedRows) === 0) throw notFound(CATALOGUE.intervention.unknownIntervention);
  return listInterventions(db, language);
}

/** DELETE /intervention/delete: only one no patient has been given (their records stay whole). */
export async function deleteIntervention(db: Db, id: number, language: Language): Promise<Intervention[]> {
  const given = await db
    .selectFrom('patientIntervention')
    .select('id')
    .where('interventionId', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (given) throw conflict(MESSAGES.inUse);
  const deleted = await db.deleteFrom('intervention').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(CATALOGUE.intervention.unknownIntervention);
  return listInterventions(db, language);
}

/** GET /intervention-language/: every stored name of every intervention. */
export async function listInterventionLanguages(db: Db): Promise<InterventionLanguage[]> {
  const rows = await db
    .selectFrom('interventionLanguage')
    .innerJoin('intervention', 'intervention.id', 'interventionLanguage.interventionId')
    .select([
      'interventionLanguage.id',
      'interventionLanguage.language',
      'interventionLanguage.name as languageName',
      'intervention.id as interventionId',
      'intervention.name',
    ])
    .orderBy('intervention.name')
    .orderBy('interventionLanguage.language')
    .execute();
  return rows.map((row) => ({
    idinterventionLanguage: row.id,
    intervention: { idintervention: row.interventionId, name: row.name },
    interventionLanguageName: row.languageName,
    language: row.language,
  }));
}

/** POST /intervention-language/create: the intervention's name in a language, replacing an earlier one. */
export async function saveInterventionLanguage(
  db: Db,
  form: InterventionLanguageForm,
): Promise<InterventionLanguage[]> {
  const exists = await db
    .selectFrom('intervention')
    .select('id')
    .where('id', '=', form.intervention)
    .executeTakeFirst();
  if (!exists) throw notFound(CATALOGUE.intervention.unknownIntervention);
  await db
    .insertInto('interventionLanguage')
    .values({
      interventionId: form.intervention,
      language: form.language,
      name: form.interventionLanguageName,
    })
    .onConflict((conflictOn) =>
      conflictOn.columns(['interventionId', 'language']).doUpdateSet({ name: form.interventionLanguageName }),
    )
    .execute();
  return listInterventionLanguages(db);
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.nameTaken);
    throw error;
  }
}
