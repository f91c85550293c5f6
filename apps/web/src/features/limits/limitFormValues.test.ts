import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, type Limit } from '@vigil/domain';
import {
  emptyLimitValues,
  limitBody,
  limitValuesOf,
  limitValuesProblem,
  patientLimitPlan,
  type LimitFormValues,
} from './limitFormValues.ts';

const general: Limit = {
  idlimits: 4,
  type: 'LimitsGeneral',
  patientVariable: { idpatientVariables: 1, variableName: 'Wet nights', acronyme: 'WET', units: 'nights' },
  alertLow: -1,
  abnormalLow: -1,
  lowerLimitNormal: 0,
  upperLimitNormal: 2,
  abnormalHigh: 5,
  alertHigh: 10,
  gender: 'ALL',
  ageLower: 5,
  ageUpper: null,
  patient: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the patient limit dialog', () => {
  it('a general limit, or none, becomes the patient’s own limit with a POST', () => {
    expect(patientLimitPlan(general)).toEqual({ changeTypes: ['create'], saveMethod: 'POST' });
    expect(patientLimitPlan(null)).toEqual({ changeTypes: ['create'], saveMethod: 'POST' });
  });

  it('the patient’s own limit is updated with a PUT, or deleted', () => {
    expect(patientLimitPlan({ ...general, type: 'LimitsUser' })).toEqual({
      changeTypes: ['update', 'delete'],
      saveMethod: 'PUT',
    });
  });
});

describe('limit form values', () => {
  it('a stored limit fills the fields and comes back as the same body', () => {
    const values = limitValuesOf(general);
    expect(limitBody(values, 'LimitsGeneral', 4)).toEqual({
      idlimits: 4,
      patientVariable: { idpatientVariables: 1 },
      alertLow: -1,
      abnormalLow: -1,
      lowerLimitNormal: 0,
      upperLimitNormal: 2,
      abnormalHigh: 5,
      alertHigh: 10,
      gender: 'ALL',
      ageLower: 5,
      ageUpper: null,
      confirmPropagation: true,
    });
  });

  it('a patient’s own limit sends neither gender nor ages nor a propagation flag', () => {
    const body = limitBody(limitValuesOf(general), 'LimitsUser');
    expect(body).not.toHaveProperty('gender');
    expect(body).not.toHaveProperty('confirmPropagation');
  });

  it('empty fields give the spec’s message', () => {
    expect(limitValuesProblem(emptyLimitValues(1), 'LimitsUser')).toBe(LIMIT_MESSAGES.fillAllValues);
  });

  it('limits that decrease give the spec’s message', () => {
    const values: LimitFormValues = { ...limitValuesOf(general), abnormalHigh: 1 };
    expect(limitValuesProblem(values, 'LimitsUser')).toBe(LIMIT_MESSAGES.increaseInOrder);
  });

  it('a general limit needs a gender and a variable', () => {
    expect(limitValuesProblem({ ...limitValuesOf(general), gender: null }, 'LimitsGeneral')).toBe(
      LIMIT_MESSAGES.selectGender,
    );
    expect(limitValuesProblem({ ...limitValuesOf(general), variableId: null }, 'LimitsGeneral')).toBe(
      LIMIT_MESSAGES.chooseVariable,
    );
  });

  it('a complete patient limit has no problem', () => {
    expect(limitValuesProblem(limitValuesOf(general), 'LimitsUser')).toBeNull();
  });
});
