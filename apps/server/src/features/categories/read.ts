import {
  OTHER_VARIABLE_VALUE_TYPES,
  type CategoryConditions,
  type DangerStatus,
  type OtherCondition,
  type RuleBasedCategory,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { editRefusal, visibleTo } from './access.ts';

/** A rule-based category's facts without its conditions (what a panel shows). */
export type CategoryFacts = Omit<RuleBasedCategory, 'conditionsInCategories'>;

/** The rule-based categories the actor sees (all, or those of `ids`), with their conditions, by name. */
export async function findCategories(
  db: Db,
  actor: Actor,
  ids?: readonly number[],
): Promise<RuleBasedCategory[]> {
  const categories = await findCategoryFacts(db, actor, ids);
  const conditions = await findConditions(
    db,
    actor,
    categories.map((category) => category.categoryId),
  );
  return categories.map((category) => ({
    ...category,
    conditionsInCategories: [conditions.get(category.categoryId) ?? emptyConditions()],
  }));
}

/** The rule-based categories the actor sees (all, or those of `ids`), by name, without reading their conditions. */
export async function findCategoryFacts(
  db: Db,
  actor: Actor,
  ids?: readonly number[],
): Promise<CategoryFacts[]> {
  if (ids?.length === 0) return [];
  const categories = await categoryFactsQuery(db, actor, ids).execute();
  return categories.map((category) => toCategoryFacts(actor, category));
}

/** As findCategoryFacts, each with the place the actor gave its panel (null: not placed). */
export async function findPanelFacts(
  db: Db,
  actor: Actor,
  ids?: readonly number[],
): Promise<(CategoryFacts & { priority: number | null })[]> {
  if (ids?.length === 0) return [];
  const categories = await categoryFactsQuery(db, actor, ids)
    .leftJoin('categoryUserPriority as placed', (join) =>
      join.onRef('placed.categoryId', '=', 'ruleBasedCategory.id').on('placed.userId', '=', actor.userId),
    )
    .select('placed.priority')
    .execute();
  return categories.map((category) => ({ ...toCategoryFacts(actor, category), priority: category.priority }));
}

function categoryFactsQuery(db: Db, actor: Actor, ids: readonly number[] | undefined) {
  let query = db
    .selectFrom('ruleBasedCategory')
    .leftJoin('categoryLanguage as translation', (join) =>
      join
        .onRef('translation.categoryId', '=', 'ruleBasedCategory.id')
        .on('translation.language', '=', actor.language),
    )
    .select([
      'ruleBasedCategory.id',
      'ruleBasedCategory.name',
      'ruleBasedCategory.createdBy',
      'ruleBasedCategory.sharableType',
      'ruleBasedCategory.isPremiumFeature',
      'ruleBasedCategory.isSuggested',
      'translation.name as translatedName',
    ])
    .where(visibleTo(actor));
  if (ids) query = query.where('ruleBasedCategory.id', 'in', [...ids]);
  return query.orderBy(sql`lower(rule_based_category.name)`).orderBy('ruleBasedCategory.id');
}

type CategoryFactsRow = Awaited<ReturnType<ReturnType<typeof categoryFactsQuery>['execute']>>[number];

function toCategoryFacts(actor: Actor, category: CategoryFactsRow): CategoryFacts {
  return {
    categoryId: category.id,
    idruleBasedCategoryUser: category.id,
    idcategoryuser: null,
    categoryName: category.name,
    categoryNameTranslated: category.translatedName ?? category.name,
    categoryType: 'RULE_BASED',
    sharableType: category.sharableType,
    isPremiumFeature: category.isPremiumFeature,
    isSuggested: category.isSuggested,
    isShared: category.createdBy === null,
    canEdit: editRefusal(actor, category) === null,
  };
}

function emptyConditions(): CategoryConditions {
  return {
    otherConditions: [],
    diagnosisConditions: [],
    variableConditions: [],
    relativeDeviations: [],
    hospitalizationConditions: [],
  };
}

/** Every variable with its name and units in the reader's language, joined to the conditions naming one. */
function variablesInLanguage(db: Db, actor: Actor) {
  return db
    .selectFrom('patientVariable as v')
    .leftJoin('variableNameTranslation as variableTranslation', (join) =>
      join
        .onRef('variableTranslation.variableId', '=', 'v.id')
        .on('variableTranslation.language', '=', actor.language),
    )
    .select([
      'v.id as variableId',
      'v.code',
      sql<string>`coalesce(variable_translation.units, v.units)`.as('units'),
      sql<string>`coalesce(variable_translation.variable_name, v.variable_name)`.as('variableName'),
    ])
    .as('variable');
}

/** The conditions of the categories, five reads for all of them. */
async function findConditions(db: Db, actor: Actor, categoryIds: readonly number[]) {
  const byCategory = new Map<number, CategoryConditions>();
  if (categoryIds.length === 0) return byCategory;
  const ids = [...categoryIds];
  const of = (categoryId: number) => {
    let conditions = byCategory.get(categoryId);
    if (!conditions) byCategory.set(categoryId, (conditions = emptyConditions()));
    return conditions;
  };
  const variable = variablesInLanguage(db, actor);
  const [variableRows, statusRows, otherRows, diagnosisRows, deviationRows, hospitalizationRows] =
    await Promise.all([
      db
        .selectFrom('categoryVariableCondition as condition')
        .innerJoin(variable, 'variable.variableId', 'condition.variableId')
        .select(['condition.id', 'condition.categoryId', 'condition.relation', 'condition.threshold'])
        .selectAll('variable')
        .where('condition.categoryId', 'in', ids)
        .orderBy('condition.id')
        .execute(),
      db
        .selectFrom('categoryVariableConditionStatus as status')
        .innerJoin('categoryVariableCondition as condition', 'condition.id', 'status.conditionId')
        .select(['status.conditionId', 'status.dangerStatus'])
        .where('condition.categoryId', 'in', ids)
        .execute(),
      db
        .selectFrom('categoryOtherCondition')
        .selectAll()
        .where('categoryId', 'in', ids)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('categoryDiagnosisCondition as condition')
        .innerJoin('icdCode', 'icdCode.code', 'condition.icdCode')
        .select(['condition.id', 'condition.categoryId', 'icdCode.code', 'icdCode.description'])
        .where('condition.categoryId', 'in', ids)
        .orderBy('condition.id')
        .execute(),
      db
        .selectFrom('categoryRelativeDeviation as condition')
        .innerJoin(variable, 'variable.variableId', 'condition.variableId')
        .select(['condition.id', 'condition.categoryId', 'condition.threshold'])
        .selectAll('variable')
        .where('condition.categoryId', 'in', ids)
        .orderBy('condition.id')
        .execute(),
      db
        .selectFrom('categoryHospitalizationCondition')
        .selectAll()
        .where('categoryId', 'in', ids)
        .orderBy('id')
        .execute(),
    ]);
  const statuses = new Map<number, DangerStatus[]>();
  for (const row of statusRows)
    statuses.set(row.conditionId, [...(statuses.get(row.conditionId) ?? []), row.dangerStatus]);
  const variableOf = (row: { variableId: number; code: string; units: string; variableName: string }) => ({
    idpatientVariables: row.variableId,
    variableName: row.variableName,
    acronyme: row.code,
    units: row.units,
  });
  for (const row of variableRows) {
    of(row.categoryId).variableConditions.push({
      id: row.id,
      patientVariable: variableOf(row),
      variableRelation: row.relation,
      threshold: row.threshold,
      dangerStatusConditions: (statuses.get(row.id) ?? []).sort().map((dangerstatus) => ({ dangerstatus })),
    });
  }
  const labels = await otherValueLabels(db, otherRows);
  for (const row of otherRows) {
    of(row.categoryId).otherConditions.push({
      id: row.id,
      otherVariable: row.otherVariable,
      variableRelation: row.relation,
      conditionValue: row.conditionValue,
      conditionValueLabel: labels(row.otherVariable, row.conditionValue),
    });
  }
  for (const row of diagnosisRows) {
    of(row.categoryId).diagnosisConditions.push({
      id: row.id,
      icdCode: { icdCode: row.code, diagnosisName: row.description },
    });
  }
  for (const row of deviationRows) {
    of(row.categoryId).relativeDeviations.push({
      id: row.id,
      patientVariable: variableOf(row),
      threshold: row.threshold,
    });
  }
  for (const row of hospitalizationRows) {
    of(row.categoryId).hospitalizationConditions.push({
      id: row.id,
      hospitalizationStatus: row.status,
      hospitalizationDirection: row.direction,
      conditionValue: row.conditionValue,
      currentlyInHospital: row.currentlyInHospital,
    });
  }
  return byCategory;
}

type OtherRow = Pick<OtherCondition, 'conditionValue'> & { otherVariable: OtherCondition['otherVariable'] };

/** How each other condition's value reads: the name of the clinic, alarm type or physician it names. */
async function otherValueLabels(db: Db, rows: readonly OtherRow[]) {
  const idsOf = (type: string) =>
    rows
      .filter(
        (row) =>
          OTHER_VARIABLE_VALUE_TYPES[row.otherVariable] === type && /^\d{1,9}$/.test(row.conditionValue),
      )
      .map((row) => Number(row.conditionValue));
  const [clinicIds, alarmIds, physicianIds] = [idsOf('clinic'), idsOf('alarmType'), idsOf('physician')];
  const [clinics, alarms, physicians] = await Promise.all([
    clinicIds.length
      ? db.selectFrom('clinic').select(['id', 'name']).where('id', 'in', clinicIds).execute()
      : [],
    alarmIds.length
      ? db.selectFrom('alarmType').select(['id', 'name']).where('id', 'in', alarmIds).execute()
      : [],
    physicianIds.length
      ? db
          .selectFrom('physician')
          .select([
            'id',
            sql<string>`concat_ws(' ', nullif(first_name, ''), middle_name, last_name)`.as('name'),
          ])
          .where('id', 'in', physicianIds)
          .execute()
      : [],
  ]);
  const names = {
    clinic: new Map(clinics.map((row) => [String(row.id), row.name])),
    alarmType: new Map(alarms.map((row) => [String(row.id), row.name])),
    physician: new Map(physicians.map((row) => [String(row.id), row.name])),
  };
  return (otherVariable: OtherRow['otherVariable'], value: string): string | null => {
    const type = OTHER_VARIABLE_VALUE_TYPES[otherVariable];
    switch (type) {
      case 'clinic':
      case 'alarmType':
      case 'physician':
        return names[type].get(value) ?? null;
      case 'gender':
      case 'date':
      case 'days':
        return value;
    }
  };
}
