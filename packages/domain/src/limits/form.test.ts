import { describe, expect, it } from 'vitest';
import { limitChangeTypeProblem, limitFormProblem, limitValuesOf } from './form.ts';
import { LIMIT_MESSAGES } from './messages.ts';
import { limitDeleteQuerySchema, limitFormSchema, type LimitForm } from './schemas.ts';

const valid: LimitForm = {
  patientVariable: { idpatientVariables: 1 },
  alertLow: 1,
  abnormalLow: 2,
  lowerLimitNormal: 3,
  upperLimitNormal: 4,
  abnormalHigh: 5,
  alertHigh: 6,
  gender: 'ALL',
  ageLower: 6,
  ageUpper: 12,
};

describe('limit form', () => {
  it('a complete, ordered form has no problem', () => {
    expect(limitFormProblem(valid, 'LimitsGeneral')).toBeNull();
    expect(limitFormProblem(valid, 'LimitsUser')).toBeNull();
  });

  it('equal neighbouring values are in order', () => {
    expect(limitFormProblem({ ...valid, abnormalHigh: 6 }, 'LimitsGeneral')).toBeNull();
  });

  const problems: [string, Partial<LimitForm>, string][] = [
    ['a value missing', { abnormalHigh: null }, LIMIT_MESSAGES.fillAllValues],
    ['a value not finite', { alertLow: Number.NaN }, LIMIT_MESSAGES.fillAllValues],
    ['a value below the one before it', { upperLimitNormal: 2.5 }, LIMIT_MESSAGES.increaseInOrder],
    ['upper age equal to lower age', { ageLower: 12, ageUpper: 12 }, LIMIT_MESSAGES.ageOrder],
    ['upper age below lower age', { ageLower: 12, ageUpper: 6 }, LIMIT_MESSAGES.ageOrder],
    ['upper age 0 without a lower age', { ageLower: null, ageUpper: 0 }, LIMIT_MESSAGES.ageOrder],
    ['no gender', { gender: null }, LIMIT_MESSAGES.selectGender],
    ['no variable', { patientVariable: null }, LIMIT_MESSAGES.chooseVariable],
  ];
  for (const [name, change, message] of problems) {
    it(`${name}: '${message}'`, () => {
      expect(limitFormProblem({ ...valid, ...change }, 'LimitsGeneral')).toBe(message);
    });
  }

  it('reports the rules in the order the spec lists them', () => {
    expect(limitFormProblem({ alertLow: 3, abnormalLow: null, gender: null }, 'LimitsGeneral')).toBe(
      LIMIT_MESSAGES.fillAllValues,
    );
    expect(
      limitFormProblem({ ...valid, alertLow: 9, ageLower: 9, ageUpper: 1, gender: null }, 'LimitsGeneral'),
    ).toBe(LIMIT_MESSAGES.increaseInOrder);
    expect(limitFormProblem({ ...valid, ageUpper: 1, gender: null }, 'LimitsGeneral')).toBe(
      LIMIT_MESSAGES.ageOrder,
    );
  });

  it('a patient limit needs no gender or ages', () => {
    expect(limitFormProblem({ ...valid, gender: null, ageLower: 12, ageUpper: 1 }, 'LimitsUser')).toBeNull();
    expect(limitFormProblem({ ...valid, patientVariable: null }, 'LimitsUser')).toBe(
      LIMIT_MESSAGES.chooseVariable,
    );
  });

  it('limitValuesOf keeps the six values only when all are numbers', () => {
    expect(limitValuesOf(valid)).toEqual({
      alertLow: 1,
      abnormalLow: 2,
      lowerLimitNormal: 3,
      upperLimitNormal: 4,
      abnormalHigh: 5,
      alertHigh: 6,
    });
    expect(limitValuesOf({ ...valid, alertHigh: undefined })).toBeNull();
  });
});

describe('limit form schema', () => {
  const messageOf = (input: unknown) => limitFormSchema.safeParse(input).error?.issues[0]?.message;

  it('a value that is not a number gets the spec message', () => {
    expect(messageOf({ ...valid, alertLow: 'low' })).toBe(LIMIT_MESSAGES.fillAllValues);
  });
  it('an unknown gender gets the spec message', () => {
    expect(messageOf({ ...valid, gender: 'OTHER' })).toBe(LIMIT_MESSAGES.selectGender);
  });
  it('ages are whole years from 0 to 150', () => {
    expect(messageOf({ ...valid, ageLower: 2.5 })).toBe(LIMIT_MESSAGES.ages);
    expect(messageOf({ ...valid, ageLower: -1 })).toBe(LIMIT_MESSAGES.ages);
    expect(messageOf({ ...valid, ageUpper: 151 })).toBe(LIMIT_MESSAGES.ages);
  });
  it('empty fields pass the schema, so the form rules can name them', () => {
    expect(limitFormSchema.safeParse({}).success).toBe(true);
  });
  it('the propagation confirmation of a delete is an explicit true', () => {
    expect(limitDeleteQuerySchema.parse({ confirmPropagation: 'true' }).confirmPropagation).toBe(true);
    expect(limitDeleteQuerySchema.parse({}).confirmPropagation).toBe(false);
  });
});

describe('limit dialog change type', () => {
  it('create, update and delete are the change types', () => {
    for (const type of ['create', 'update', 'delete']) expect(limitChangeTypeProblem(type)).toBeNull();
  });
  it('anything else is the wrong action type', () => {
    expect(limitChangeTypeProblem('replace')).toBe(LIMIT_MESSAGES.wrongActionType);
    expect(limitChangeTypeProblem(undefined)).toBe(LIMIT_MESSAGES.wrongActionType);
  });
});
