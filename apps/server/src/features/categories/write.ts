import {
  categoryFormProblem,
  OTHER_VARIABLE_VALUE_TYPES,
  type CategoryConditionsForm,
  type Customer,
  type RuleBasedCategory,
  type ruleBasedCategoryFormSchema,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { inFlavour } from '../variables/index.ts';
import { createsShared, requireEditableCategory, visibleTo } from './access.ts';
import { findCategories } from './read.ts';

type CategoryForm = z.output<typeof ruleBasedCategoryFormSchema>;

interface SaveOptions {
  readonly db: Db;
  readonly actor: Actor;
  readonly customer: Customer;
  readonly form: CategoryForm;
}

/**
 * POST /rule-based-categories: creates the category, or (with idruleBasedCategoryUser) replaces
 * its name and conditions, in one transaction. The switches (alert, premium, suggested) change
 * only through the product admin's calls.
 */
export async function saveCategory({ db, actor, customer, form }: SaveOptions): Promise<RuleBasedCategory> {
  const conditions = mergedConditions(form.conditionsInCategories);
  const problem = categoryFormProblem({ categoryName: form.categoryName, conditions });
  if (problem) throw badRequest(problem);
  const name = (form.categoryName ?? '').trim();
  const existingId = form.idruleBasedCategoryUser ?? null;
  if (existingId !== null) await requireEditableCategory(db, actor, existingId);
  await assertReferencesExist(db, customer, conditions);
  await assertNameFree(db, actor, name, existingId);
  const saving = db.transaction().execute(async (trx) => {
    let categoryId: number;
    if (existingId === null) {
      const created = await trx
        .insertInto('ruleBasedCategory')
        .values({ name, createdBy: createsShared(actor) ? null : actor.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryId = created.id;
    } else {
      categoryId = existingId;
      await trx
        .updateTable('ruleBasedCategory')
        .set({ name, updatedAt: sql`now()` })
        .where('id', '=', categoryId)
        .execute();
      await removeConditions(trx, categoryId);
    }
    await insertConditions(trx, categoryId, conditions);
    return categoryId;
  });
  // Two saves of the same new name at once: the unique index refuses the second.
  const id = await saving.catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict(CATALOGUE.category.nameTaken) : error;
  });
  const [saved] = await findCategories(db, actor, [id]);
  return saved!;
}

/** DELETE /rule-based-categories/{id}: with its conditions, panel places, translations and messages. */
export async function deleteCategory(options: { db: Db; actor: Actor; categoryId: number }): Promise<void> {
  const { db, actor, categoryId } = options;
  await requireEditableCategory(db, actor, categoryId);
  await db.deleteFrom('ruleBasedCategory').where('id', '=', categoryId).execute();
}

/** The dialog sends one entry of the five lists; several entries are read as one. */
function mergedConditions(entries: readonly CategoryConditionsForm[]): CategoryConditionsForm {
  return {
    otherConditions: entries.flatMap((entry) => entry.otherConditions),
    diagnosisConditions: entries.flatMap((entry) => entry.diagnosisConditions),
    variableConditions: entries.flatMap((entry) => entry.variableConditions),
    relativeDeviations: entries.flatMap((entry) => entry.relativeDeviations),
    hospitalizationConditions: entries.flatMap((entry) => entry.hospitalizationConditions),
  };
}

/** Variables of the flavour, known ICD codes, and clinics, alarm types and physicians that exist. */
async function assertReferencesExist(db: Db, customer: Customer, conditions: CategoryConditionsForm) {
  const variableIds = [
    ...conditions.variableConditions.map((condition) => condition.patientVariable?.idpatientVariables),
    ...conditions.relativeDeviations.map((condition) => condition.patientVariable?.idpatientVariables),
  ].filter((id): id is number => typeof id === 'number');
  if (variableIds.length > 0) {
    const found = await db
      .selectFrom('patientVariable')
      .select('id')
      .where('id', 'in', variableIds)
      .where(inFlavour(customer))
      .execute();
    if (new Set(found.map((row) => row.id)).size !== new Set(variableIds).size) {
      throw badRequest(CATALOGUE.category.unknownVariable);
    }
  }
  const codes = conditions.diagnosisConditions.map((condition) => condition.icdCode?.icdCode ?? '');
  if (codes.length > 0) {
    const found = await db.selectFrom('icdCode').select('code').where('code', 'in', codes).execute();
    if (found.length !== new Set(codes).size) throw badRequest(CATALOGUE.category.unknownDiagnosis);
  }
  for (const condition of conditions.otherConditions) {
    const value = condition.conditionValue ?? '';
    const table = { clinic: 'clinic', alarmType: 'alarmType', physician: 'physician' } as const;
    const type = OTHER_VARIABLE_VALUE_TYPES[condition.otherVariable!];
    if (type !== 'clinic' && type !== 'alarmType' && type !== 'physician') continue;
    const found = await db
      .selectFrom(table[type])
      .select('id')
      .where('id', '=', Number(value))
      .executeTakeFirst();
    if (!found) throw badRequest(CATALOGUE.category.badConditionValue);
  }
}

/** A name the actor already sees on another category is refused: panels and name lookups must tell them apart. */
async function assertNameFree(db: Db, actor: Actor, name: string, exceptId: number | null) {
  let query = db
    .selectFrom('ruleBasedCategory')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where(visibleTo(actor));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(CATALOGUE.category.nameTaken);
}

async function removeConditions(db: Db, categoryId: number) {
  for (const table of [
    'categoryVariableCondition',
    'categoryOtherCondition',
    'categoryDiagnosisCondition',
    'categoryRelativeDeviation',
    'categoryHospitalizationCondition',
  ] as const) {
    await db.deleteFrom(table).where('categoryId', '=', categoryId).execute();
  }
}

/** Writes the conditions of a valid form (categoryFormProblem has checked every field used here). */
async function insertConditions(db: Db, categoryId: number, conditions: CategoryConditionsForm) {
  for (const condition of conditions.variableConditions) {
    const relation = condition.variableRelation!;
    const { id } = await db
      .insertInto('categoryVariableCondition')
      .values({
        categoryId,
        variableId: condition.patientVariable!.idpatientVariables!,
        relation,
        threshold: relation === 'DS' ? null : condition.threshold!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (relation !== 'DS') continue;
    const statuses = [...new Set(condition.dangerStatusConditions!.map((status) => status.dangerstatus))];
    await db
      .insertInto('categoryVariableConditionStatus')
      .values(statuses.map((dangerStatus) => ({ conditionId: id, dangerStatus })))
      .execute();
  }
  for (const condition of conditions.otherConditions) {
    await db
      .insertInto('categoryOtherCondition')
      .values({
        categoryId,
        otherVariable: condition.otherVariable!,
        relation: condition.variableRelation!,
        conditionValue: condition.conditionValue!,
      })
      .execute();
  }
  const codes = [...new Set(conditions.diagnosisConditions.map((condition) => condition.icdCode!.icdCode!))];
  if (codes.length > 0) {
    await db
      .insertInto('categoryDiagnosisCondition')
      .values(codes.map((icdCode) => ({ categoryId, icdCode })))
      .execute();
  }
  for (const condition of conditions.relativeDeviations) {
    await db
      .insertInto('categoryRelativeDeviation')
      .values({
        categoryId,
        variableId: condition.patientVariable!.idpatientVariables!,
        threshold: condition.threshold!,
      })
      .execute();
  }
  for (const condition of conditions.hospitalizationConditions) {
    await db
      .insertInto('categoryHospitalizationCondition')
      .values({
        categoryId,
        status: condition.hospitalizationStatus ?? null,
        direction: condition.hospitalizationDirection ?? null,
        conditionValue: condition.conditionValue!,
        currentlyInHospital: condition.currentlyInHospital ?? false,
      })
      .execute();
  }
}

/** The product admin's switches (POST /app-admin/rule-based-categories/{id}/...). */
export type CategorySwitch = 'alert' | 'premium' | 'suggested';

/** Turns an alert, premium or suggested switch of a category on or off. */
export async function setCategorySwitch(options: {
  db: Db;
  actor: Actor;
  categoryId: number;
  which: CategorySwitch;
  on: boolean;
}): Promise<RuleBasedCategory> {
  const { db, actor, categoryId, which, on } = options;
  const [category] = await findCategories(db, actor, [categoryId]);
  if (!category) throw notFound(CATALOGUE.category.notFound);
  const change =
    which === 'alert'
      ? { sharableType: on ? ('admin-alert' as const) : null }
      : which === 'premium'
        ? { isPremiumFeature: on }
        : { isSuggested: on };
  await db
    .updateTable('ruleBasedCategory')
    .set({ ...change, updatedAt: sql`now()` })
    .where('id', '=', categoryId)
    .execute();
  const [updated] = await findCategories(db, actor, [categoryId]);
  return updated!;
}
