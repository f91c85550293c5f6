import {
  limitFormProblem,
  type Limit,
  type LimitChangeType,
  type LimitForm,
  type LimitGender,
  type LimitLevel,
  type LimitType,
} from '@vigil/domain';

/** A number input's value: a number, or '' (or a half-typed text) while it is not one. */
export type InputNumber = number | string;

/** The limit dialog's fields as the inputs hold them. */
export type LimitFormValues = Record<LimitLevel, InputNumber> & {
  /** The variable's id as the select holds it. */
  variableId: string | null;
  gender: LimitGender | null;
  ageLower: InputNumber;
  ageUpper: InputNumber;
};

const numberOf = (value: InputNumber): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function emptyLimitValues(variableId: number | null = null): LimitFormValues {
  return {
    variableId: variableId === null ? null : String(variableId),
    gender: 'ALL',
    ageLower: '',
    ageUpper: '',
    alertLow: '',
    abnormalLow: '',
    lowerLimitNormal: '',
    upperLimitNormal: '',
    abnormalHigh: '',
    alertHigh: '',
  };
}

/** The dialog's fields filled from a stored limit. */
export function limitValuesOf(limit: Limit): LimitFormValues {
  return {
    variableId: String(limit.patientVariable.idpatientVariables),
    gender: limit.gender,
    ageLower: limit.ageLower ?? '',
    ageUpper: limit.ageUpper ?? '',
    alertLow: limit.alertLow,
    abnormalLow: limit.abnormalLow,
    lowerLimitNormal: limit.lowerLimitNormal,
    upperLimitNormal: limit.upperLimitNormal,
    abnormalHigh: limit.abnormalHigh,
    alertHigh: limit.alertHigh,
  };
}

/**
 * The request body of the dialog's fields. A general limit carries its gender and ages and says
 * it means to reach every clinic (the dialog has asked by then); a patient's own limit has neither.
 */
export function limitBody(values: LimitFormValues, type: LimitType, idlimits?: number): LimitForm {
  const levels: Record<LimitLevel, number | null> = {
    alertLow: numberOf(values.alertLow),
    abnormalLow: numberOf(values.abnormalLow),
    lowerLimitNormal: numberOf(values.lowerLimitNormal),
    upperLimitNormal: numberOf(values.upperLimitNormal),
    abnormalHigh: numberOf(values.abnormalHigh),
    alertHigh: numberOf(values.alertHigh),
  };
  const variableId = values.variableId === null ? NaN : Number(values.variableId);
  const body: LimitForm = {
    idlimits,
    patientVariable: Number.isInteger(variableId) ? { idpatientVariables: variableId } : null,
    ...levels,
  };
  if (type === 'LimitsUser') return body;
  return {
    ...body,
    gender: values.gender,
    ageLower: numberOf(values.ageLower),
    ageUpper: numberOf(values.ageUpper),
    confirmPropagation: true,
  };
}

/** The first of the spec's limit-form messages these fields deserve, or null (domain rule). */
export function limitValuesProblem(values: LimitFormValues, type: LimitType): string | null {
  return limitFormProblem(limitBody(values, type), type);
}

/** What a patient's limit dialog may do, given the limit in force for the variable. */
export interface PatientLimitPlan {
  changeTypes: readonly LimitChangeType[];
  /** POST makes the patient's own limit (also from a general one); PUT changes it. */
  saveMethod: 'POST' | 'PUT';
}

/** docs/requirements/limits-and-statuses.md#limit-dialog: a general limit (or none) becomes the patient's own by POST; their own is PUT or deleted. */
export function patientLimitPlan(inForce: Limit | null): PatientLimitPlan {
  if (inForce?.type === 'LimitsUser') return { changeTypes: ['update', 'delete'], saveMethod: 'PUT' };
  return { changeTypes: ['create'], saveMethod: 'POST' };
}
