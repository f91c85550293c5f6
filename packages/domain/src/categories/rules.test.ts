import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryConditionsFormSchema } from './conditions.ts';
import { CATEGORY_MESSAGES } from './messages.ts';
import {
  categoryFormProblem,
  categoryNameProblem,
  otherConditionProblem,
  parseDays,
  patientGenderOf,
} from './rules.ts';

const conditions = (lists: object) => categoryConditionsFormSchema.parse(lists);
const problem = (lists: object, categoryName = 'Wet nights') =>
  categoryFormProblem({ categoryName, conditions: conditions(lists) });

describe('category name validator', () => {
  it('needs a name', () => {
    expect(categoryNameProblem(undefined)).toBe(CATEGORY_MESSAGES.fillCategoryName);
    expect(categoryNameProblem('   ')).toBe(CATEGORY_MESSAGES.fillCategoryName);
  });

  it('accepts the spec’s own names and letters of every language', () => {
    for (const name of [
      'Discharge<30',
      'Alarm: väckning',
      'Ikke tørr (14 netter)',
      'AI & risk > 0.5',
      'Nuit-sèche',
    ]) {
      expect(categoryNameProblem(name), name).toBeNull();
    }
  });

  it('refuses characters that break a URL path or a query, and names over 100 characters', () => {
    for (const name of ['a/b', 'a?b', 'a#b', 'a%b', 'a"b', 'a\\b']) {
      expect(categoryNameProblem(name), name).toBe(CATEGORY_MESSAGES.nameCharacters);
    }
    expect(categoryNameProblem('x'.repeat(100))).toBeNull();
    expect(categoryNameProblem('x'.repeat(101))).toBe(CATEGORY_MESSAGES.nameTooLong);
  });
});

describe('complete conditions (docs/requirements/validation.md#category-form)', () => {
  it('a category without conditions only needs a name', () => {
    expect(problem({})).toBeNull();
    expect(problem({}, '')).toBe(CATEGORY_MESSAGES.fillCategoryName);
  });

  it('other: variable, relation and value', () => {
    const full = { otherVariable: 'days since registration', variableRelation: 'GE', conditionValue: '14' };
    expect(problem({ otherConditions: [full] })).toBeNull();
    for (const missing of ['otherVariable', 'variableRelation', 'conditionValue']) {
      expect(problem({ otherConditions: [{ ...full, [missing]: null }] }), missing).toBe(
        CATEGORY_MESSAGES.fillAllFields,
      );
    }
    expect(problem({ otherConditions: [{ ...full, conditionValue: '  ' }] })).toBe(
      CATEGORY_MESSAGES.fillAllFields,
    );
  });

  it('gender, clinic, alarm type and primary physician only with EQ', () => {
    for (const otherVariable of ['gender', 'clinic', 'alarm type', 'primary_physician'] as const) {
      const value = otherVariable === 'gender' ? 'Male' : '3';
      expect(
        otherConditionProblem({ otherVariable, variableRelation: 'EQ', conditionValue: value }),
      ).toBeNull();
      expect(otherConditionProblem({ otherVariable, variableRelation: 'GE', conditionValue: value })).toBe(
        CATEGORY_MESSAGES.equalityOnly,
      );
    }
  });

  it('other values fit their variable: days, dates, genders and ids', () => {
    const fits = (otherVariable: string, conditionValue: string) =>
      problem({ otherConditions: [{ otherVariable, variableRelation: 'EQ', conditionValue }] }) === null;
    expect(fits('days since first entry', '0')).toBe(true);
    expect(fits('days since first entry', '-1')).toBe(false);
    expect(fits('days since new data', '2.5')).toBe(false);
    expect(fits('contact_date', '2026-02-28')).toBe(true);
    expect(fits('contact_date', '2026-02-30')).toBe(false);
    expect(fits('gender', 'Unkown')).toBe(true);
    expect(fits('gender', 'Other')).toBe(false);
    expect(fits('clinic', '12')).toBe(true);
    expect(fits('clinic', 'North')).toBe(false);
  });

  it('a number sent for a value counts as its text', () => {
    expect(
      problem({
        otherConditions: [
          { otherVariable: 'days since registration', variableRelation: 'GT', conditionValue: 7 },
        ],
      }),
    ).toBeNull();
  });

  it('diagnosis: a code', () => {
    expect(problem({ diagnosisConditions: [{ icdCode: { icdCode: 'N39.44' } }] })).toBeNull();
    expect(problem({ diagnosisConditions: [{ icdCode: { icdCode: '' } }] })).toBe(
      CATEGORY_MESSAGES.fillAllFields,
    );
    expect(problem({ diagnosisConditions: [{}] })).toBe(CATEGORY_MESSAGES.fillAllFields);
  });

  it('variable: variable and relation, with a threshold, or statuses for DS', () => {
    const variable = { patientVariable: { idpatientVariables: 1 } };
    expect(
      problem({ variableConditions: [{ ...variable, variableRelation: 'GT', threshold: 0 }] }),
    ).toBeNull();
    expect(problem({ variableConditions: [{ ...variable, variableRelation: 'GT' }] })).toBe(
      CATEGORY_MESSAGES.fillAllFields,
    );
    expect(problem({ variableConditions: [{ variableRelation: 'GT', threshold: 1 }] })).toBe(
      CATEGORY_MESSAGES.fillAllFields,
    );
    expect(problem({ variableConditions: [{ ...variable, threshold: 1 }] })).toBe(
      CATEGORY_MESSAGES.fillAllFields,
    );
    expect(
      problem({
        variableConditions: [
          { ...variable, variableRelation: 'DS', dangerStatusConditions: [{ dangerstatus: 'NORMAL' }] },
        ],
      }),
    ).toBeNull();
    expect(problem({ variableConditions: [{ ...variable, variableRelation: 'DS' }] })).toBe(
      CATEGORY_MESSAGES.fillAllFields,
    );
  });

  it('relative deviation: variable and a non-zero number', () => {
    const variable = { patientVariable: { idpatientVariables: 1 } };
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (threshold) => {
        const expected = threshold === 0 ? CATEGORY_MESSAGES.nonZero : null;
        expect(problem({ relativeDeviations: [{ ...variable, threshold }] })).toBe(expected);
      }),
    );
    expect(problem({ relativeDeviations: [variable] })).toBe(CATEGORY_MESSAGES.fillAllFields);
    expect(problem({ relativeDeviations: [{ threshold: 5 }] })).toBe(CATEGORY_MESSAGES.fillAllFields);
  });

  it('hospitalization: a days value of 0 or more', () => {
    expect(problem({ hospitalizationConditions: [{ conditionValue: 0 }] })).toBeNull();
    expect(problem({ hospitalizationConditions: [{ hospitalizationStatus: 'ADMITTED' }] })).toBe(
      CATEGORY_MESSAGES.fillAllFields,
    );
    expect(problem({ hospitalizationConditions: [{ conditionValue: -1 }] })).toBe(
      CATEGORY_MESSAGES.badConditionValue,
    );
    expect(problem({ hospitalizationConditions: [{ conditionValue: 1.5 }] })).toBe(
      CATEGORY_MESSAGES.badConditionValue,
    );
  });

  it('the first problem wins: the name before the conditions', () => {
    expect(problem({ diagnosisConditions: [{}] }, '')).toBe(CATEGORY_MESSAGES.fillCategoryName);
  });
});

describe('value helpers', () => {
  it('days are whole numbers written as digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999_999 }), (days) => {
        expect(parseDays(String(days))).toBe(days);
      }),
    );
    for (const text of ['', '-1', '1.0', '1e3', ' 1']) expect(parseDays(text), text).toBeNull();
  });

  it('Unkown is the spec’s spelling of Unknown', () => {
    expect(patientGenderOf('Unkown')).toBe('Unknown');
    expect(patientGenderOf('Unknown')).toBe('Unknown');
    expect(patientGenderOf('Female')).toBe('Female');
    expect(patientGenderOf('female')).toBeNull();
  });
});
