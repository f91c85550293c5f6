import { limitsAreNonDecreasing, type LimitValues } from '../variables/types.ts';
import { LIMIT_MESSAGES } from './messages.ts';
import { LIMIT_CHANGE_TYPES, type LimitForm, type LimitType } from './schemas.ts';

type MaybeNumber = number | null | undefined;

const isFiniteNumber = (value: MaybeNumber): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The six values of a form, when every one of them is a finite number. */
export function limitValuesOf(
  form: Readonly<Partial<Record<keyof LimitValues, MaybeNumber>>>,
): LimitValues | null {
  const { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh } = form;
  if (
    isFiniteNumber(alertLow) &&
    isFiniteNumber(abnormalLow) &&
    isFiniteNumber(lowerLimitNormal) &&
    isFiniteNumber(upperLimitNormal) &&
    isFiniteNumber(abnormalHigh) &&
    isFiniteNumber(alertHigh)
  ) {
    return { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh };
  }
  return null;
}

/** The fields limitFormProblem reads; the web form and the API body both have them. */
export type LimitFormFields = Omit<LimitForm, 'confirmPropagation' | 'idlimits'>;

/**
 * The first message a limit form deserves, in the order the spec lists the rules (docs/requirements/validation.md#limit-form), or
 * null. Gender and ages belong to general limits only: a patient's own limit applies to that
 * patient whatever their age. Server and web run this same function.
 */
export function limitFormProblem(form: LimitFormFields, type: LimitType): string | null {
  const values = limitValuesOf(form);
  if (!values) return LIMIT_MESSAGES.fillAllValues;
  if (!limitsAreNonDecreasing(values)) return LIMIT_MESSAGES.increaseInOrder;
  if (type === 'LimitsGeneral') {
    // No lower age means from birth, so an upper age of 0 would match nobody.
    if (form.ageUpper != null && form.ageUpper <= (form.ageLower ?? 0)) return LIMIT_MESSAGES.ageOrder;
    if (!form.gender) return LIMIT_MESSAGES.selectGender;
  }
  if (!form.patientVariable) return LIMIT_MESSAGES.chooseVariable;
  return null;
}

/** The limit dialog's check of its change type (create, update or delete). */
export function limitChangeTypeProblem(changeType: string | null | undefined): string | null {
  return LIMIT_CHANGE_TYPES.some((known) => known === changeType) ? null : LIMIT_MESSAGES.wrongActionType;
}
