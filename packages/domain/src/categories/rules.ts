import { INTEGER_COLUMN_MAX } from '../ids.ts';
import { isCalendarDate } from '../interventions/patient-interventions.ts';
import type {
  CategoryConditionsForm,
  DiagnosisConditionForm,
  HospitalizationConditionForm,
  OtherConditionForm,
  RelativeDeviationForm,
  VariableConditionForm,
} from './conditions.ts';
import {
  CATEGORY_GENDERS,
  EQUALITY_ONLY_OTHER_VARIABLES,
  MAX_CATEGORY_NAME_LENGTH,
  OTHER_VARIABLE_VALUE_TYPES,
  type OtherVariable,
} from './constants.ts';
import { CATEGORY_MESSAGES } from './messages.ts';

/*
 * What a category name may hold. Wider than the characters allowed in people's names, because the
 * spec's own categories are called things like 'Discharge<30'; narrower than any text, because a
 * name travels in URL paths (GET /rule-based-categories/patients/{name}).
 */
const CATEGORY_NAME_PATTERN = /^[\p{L}\p{M}\p{N} _.,'()<>+&:!-]+$/u;

/** The name validator of rule-based and custom categories: the problem with a name, or null. */
export function categoryNameProblem(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return CATEGORY_MESSAGES.fillCategoryName;
  if (trimmed.length > MAX_CATEGORY_NAME_LENGTH) return CATEGORY_MESSAGES.nameTooLong;
  if (!CATEGORY_NAME_PATTERN.test(trimmed)) return CATEGORY_MESSAGES.nameCharacters;
  return null;
}

/** True for an other variable whose operator must be EQ (gender, clinic, alarm type, primary physician). */
export function isEqualityOnly(otherVariable: OtherVariable): boolean {
  return (EQUALITY_ONLY_OTHER_VARIABLES as readonly string[]).includes(otherVariable);
}

/** A whole number of days (0 or more) written as text, or null when the text is not one. */
export function parseDays(value: string): number | null {
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/** 'Unkown' is the spec's spelling of the gender patients store as 'Unknown'. */
export function patientGenderOf(value: string): 'Male' | 'Female' | 'Unknown' | null {
  if (value === 'Male' || value === 'Female') return value;
  if (value === 'Unknown' || value === 'Unkown') return 'Unknown';
  return null;
}

function valueFits(otherVariable: OtherVariable, value: string): boolean {
  switch (OTHER_VARIABLE_VALUE_TYPES[otherVariable]) {
    case 'days':
      return parseDays(value) !== null;
    case 'date':
      return isCalendarDate(value);
    case 'gender':
      return patientGenderOf(value) !== null || (CATEGORY_GENDERS as readonly string[]).includes(value);
    case 'clinic':
    case 'alarmType':
    case 'physician':
      return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= INTEGER_COLUMN_MAX;
  }
}

export function otherConditionProblem(condition: OtherConditionForm): string | null {
  const { otherVariable, variableRelation, conditionValue } = condition;
  if (!otherVariable || !variableRelation || !conditionValue) return CATEGORY_MESSAGES.fillAllFields;
  if (isEqualityOnly(otherVariable) && variableRelation !== 'EQ') return CATEGORY_MESSAGES.equalityOnly;
  if (!valueFits(otherVariable, conditionValue)) return CATEGORY_MESSAGES.badConditionValue;
  return null;
}

export function diagnosisConditionProblem(condition: DiagnosisConditionForm): string | null {
  return condition.icdCode?.icdCode ? null : CATEGORY_MESSAGES.fillAllFields;
}

export function variableConditionProblem(condition: VariableConditionForm): string | null {
  const { patientVariable, variableRelation, threshold, dangerStatusConditions } = condition;
  if (typeof patientVariable?.idpatientVariables !== 'number' || !variableRelation) {
    return CATEGORY_MESSAGES.fillAllFields;
  }
  if (variableRelation === 'DS') {
    return dangerStatusConditions?.length ? null : CATEGORY_MESSAGES.fillAllFields;
  }
  return typeof threshold === 'number' && Number.isFinite(threshold) ? null : CATEGORY_MESSAGES.fillAllFields;
}

export function relativeDeviationProblem(condition: RelativeDeviationForm): string | null {
  const { patientVariable, threshold } = condition;
  if (typeof patientVariable?.idpatientVariables !== 'number' || typeof threshold !== 'number') {
    return CATEGORY_MESSAGES.fillAllFields;
  }
  if (threshold === 0 || !Number.isFinite(threshold)) return CATEGORY_MESSAGES.nonZero;
  return null;
}

export function hospitalizationConditionProblem(condition: HospitalizationConditionForm): string | null {
  const days = condition.conditionValue;
  if (typeof days !== 'number') return CATEGORY_MESSAGES.fillAllFields;
  if (!Number.isInteger(days) || days < 0 || days > 100_000) return CATEGORY_MESSAGES.badConditionValue;
  return null;
}

/**
 * The first problem of a rule-based category form, or null (docs/requirements/validation.md#category-form): the name validator, then
 * every condition complete — other: variable, relation and value; diagnosis: a code; variable:
 * variable and relation (with a threshold, or statuses for DS); relative deviation: variable and a
 * non-zero number; hospitalization: a days value.
 */
export function categoryFormProblem(form: {
  categoryName?: string | null;
  conditions: CategoryConditionsForm;
}): string | null {
  const { conditions } = form;
  return (
    categoryNameProblem(form.categoryName) ??
    firstProblem(conditions.otherConditions, otherConditionProblem) ??
    firstProblem(conditions.diagnosisConditions, diagnosisConditionProblem) ??
    firstProblem(conditions.variableConditions, variableConditionProblem) ??
    firstProblem(conditions.relativeDeviations, relativeDeviationProblem) ??
    firstProblem(conditions.hospitalizationConditions, hospitalizationConditionProblem)
  );
}

function firstProblem<T>(items: readonly T[], problem: (item: T) => string | null): string | null {
  for (const item of items) {
    const found = problem(item);
    if (found) return found;
  }
  return null;
}
